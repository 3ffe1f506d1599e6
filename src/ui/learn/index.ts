export { StartFreiLessons } from './LearnPanel';
export { useStartFreiPresented } from './Presentation';
