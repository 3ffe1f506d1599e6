export { LibraryDrawer } from './LibraryDrawer';
