/** Public API of the build sheet's app layer: parts, the box check, the drawing, the template pages and the store. */
export { partsOf, checkBoxes, boxesNeeded, missingSentence, inventoryKinds, ownedSchema, type PartLine, type NeedLine, type BoxCheck, type Owned } from './parts';
export { sheetDrawing, type SheetDrawing, type SheetPiece, type SheetBounds } from './sheet-data';
export { templatePages, columnLetter, type Template, type TemplatePage } from './tiles';
export { CM_PER_UNIT, A4 } from './print-scale';
export { sheetStore, useSheet, ownedFor, OWNED_KEY, type SheetState } from './store';
