import { describe, expect, test } from 'vitest';
import { inMalayalam } from '../../test/language';
import { textInPageLanguage } from './useText';

// A server's refusal filled from a contract template (PINCODE_MESSAGES) reaches a form through textInPageLanguage.
const FILLED =
  'PIN code 744101 is in Andaman and Nicobar Islands, not West Bengal: check the PIN code or the state.';

describe('a message filled from a contract template', () => {
  test('stays as it came on an English page', () => {
    expect(textInPageLanguage(FILLED)).toBe(FILLED);
    expect(textInPageLanguage('Some words no catalogue knows.')).toBe('Some words no catalogue knows.');
  });

  describe('on a Malayalam page', () => {
    inMalayalam();

    test('is said in Malayalam with the states named in Malayalam', () => {
      expect(textInPageLanguage(FILLED)).toBe(
        'പിൻ കോഡ് 744101 കാണിക്കുന്നത് ആൻഡമാൻ നിക്കോബാർ ദ്വീപുകൾ ആണ്, പശ്ചിമ ബംഗാൾ അല്ല: പിൻ കോഡോ സംസ്ഥാനമോ ഒന്നുകൂടി നോക്കുക.',
      );
      expect(textInPageLanguage('PIN code 605001 is not in Kerala: check the PIN code or the state.')).toBe(
        'പിൻ കോഡ് 605001 കാണിക്കുന്നത് കേരളം അല്ല: പിൻ കോഡോ സംസ്ഥാനമോ ഒന്നുകൂടി നോക്കുക.',
      );
    });

    test('passed through twice, or unknown, stays as it is', () => {
      const once = textInPageLanguage(FILLED);
      expect(textInPageLanguage(once)).toBe(once);
      expect(textInPageLanguage('Card declined by the bank.')).toBe('Card declined by the bank.');
    });
  });
});
