export { LearnScene, LEARN_CAR_COLORS } from './LearnScene';
