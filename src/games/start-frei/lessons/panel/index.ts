export { StartFreiLessons } from './LessonsPanel';
export { useStartFreiPresented } from './Presentation';
