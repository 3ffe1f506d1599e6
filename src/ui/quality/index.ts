export { QualityMenu } from './QualityMenu';
