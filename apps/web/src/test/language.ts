import { afterEach, beforeEach } from 'vitest';
import { messages as malayalam } from '../locales/ml';
import { i18n } from '../shared/i18n/language';

/** The tests of the surrounding describe read the screens in Malayalam, as the /ml pages show them. */
export function inMalayalam(): void {
  beforeEach(() => {
    i18n.load('ml', malayalam);
    i18n.activate('ml');
  });
  afterEach(() => i18n.activate('en'));
}
