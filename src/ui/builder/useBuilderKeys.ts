import { useEffect } from 'react';
import { builderStore, fileActions } from '../../app/builder';
import { handleShortcut } from './shortcuts';

/** Keyboard shortcuts and file drag-and-drop, active while the builder is shown. */
export function useBuilderKeys(): void {
  useEffect(() => {
    const onDragOver = (e: DragEvent) => {
      if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
    };
    const onDrop = (e: DragEvent) => {
      const f = e.dataTransfer?.files[0];
      if (!f) return;
      e.preventDefault();
      void fileActions.importFile(builderStore, f);
    };
    window.addEventListener('keydown', handleShortcut);
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('keydown', handleShortcut);
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
    };
  }, []);
}
