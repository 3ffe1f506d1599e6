import { describe, expect, it } from 'vitest';
import { drawFromSearch } from '../../../src/app/mode';

describe('?draw=', () => {
  it('keeps every frame drawn only when asked, and ignores anything else', () => {
    expect(drawFromSearch('?mode=build&draw=always')).toBe('always');
    expect(drawFromSearch('?mode=build')).toBe('as-needed');
    expect(drawFromSearch('?draw=ALWAYS')).toBe('as-needed');
    expect(drawFromSearch('?draw=')).toBe('as-needed');
  });
});
