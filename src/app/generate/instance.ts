/** The app's one generator store, on the rating's worker pool. */
import { useStore } from 'zustand';
import { builderStore } from '../builder';
import { ratingPool } from '../rating';
import { createGenerateStore, type GenerateState } from './store';

export const generateStore = createGenerateStore({ builder: builderStore, pool: ratingPool });

export function useGenerate<T>(selector: (s: GenerateState) => T): T {
  return useStore(generateStore, selector);
}
