import { describe, expect, it } from 'vitest';
import { demoData } from '../../seed/demo-data.js';
import { foldLatin, romanName, romaniseMalayalam } from './romanise.js';

describe('romanised Malayalam names', () => {
  it('writes the demo’s names as a shopper types them', () => {
    const roman = (slug: string) =>
      romanName(demoData.products.find((p) => p.product_slug === slug)!.product_name_mal);
    expect(roman('virgin-coconut-oil')).toBe('verjin velichena');
    expect(roman('turmeric-powder')).toBe('manjalpoti');
    expect(roman('black-pepper-whole')).toBe('kurumulaku');
    expect(roman('lime-pickle')).toBe('naranga achar');
  });

  it('folds what a shopper types the same way, whichever common spelling she uses', () => {
    for (const typed of ['velichenna', 'velichchenna', 'Velichenna', 'velichena']) {
      expect(foldLatin(typed), typed).toBe('velichena');
    }
    expect(foldLatin('velichchenna')).toBe(romaniseMalayalam('വെളിച്ചെണ്ണ'));
    expect(foldLatin('manjal')).toBe(romaniseMalayalam('മഞ്ഞൾ'));
    expect(foldLatin('mulaku')).toBe(romaniseMalayalam('മുളക്'));
    expect(foldLatin('aachaar')).toBe(romaniseMalayalam('അച്ചാർ'));
    expect(foldLatin('pazham')).toBe(romaniseMalayalam('പഴം'));
    expect(foldLatin('chammanthi podi')).toBe(romaniseMalayalam('ചമ്മന്തി പൊടി'));
    expect(foldLatin('sambar')).toBe(romaniseMalayalam('സാമ്പാർ'));
    expect(foldLatin('ente')).toBe(romaniseMalayalam('എന്റെ'));
  });

  it('reads the old way of writing chillus and keeps other characters', () => {
    expect(romaniseMalayalam('അവല്\u200d')).toBe(romaniseMalayalam('അവൽ'));
    expect(romaniseMalayalam('Nendran നേന്ത്രൻ 2')).toBe('nentran nentran 2');
    expect(romaniseMalayalam('')).toBe('');
  });
});
