import { describe, expect, it } from 'vitest';
import { RATING_STEPS, ratingToSteps, stepsToRating } from './constants.js';

describe('rating steps', () => {
  it('keeps a rating as whole half stars, 0 to 10, as the server stores it', () => {
    expect(RATING_STEPS).toBe(10);
    expect(ratingToSteps(3.5)).toBe(7);
    expect(ratingToSteps(5)).toBe(10);
    expect(ratingToSteps(3.74)).toBe(7);
    expect(ratingToSteps(3.75)).toBe(8);
    expect(stepsToRating(7)).toBe(3.5);
    expect(stepsToRating(ratingToSteps(4.2))).toBe(Math.round(4.2 * 2) / 2);
  });
});
