export { HelpDrawer } from './HelpDrawer';
