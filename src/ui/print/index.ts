export { PrintablePage, type PrintablePageProps } from './PrintablePage';
