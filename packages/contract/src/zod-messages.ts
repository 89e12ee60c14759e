import { z } from 'zod';

/**
 * Plain-sentence defaults for rules that have no message of their own, so a customer never reads
 * "Invalid input: expected string, received undefined". Messages written on a schema still win.
 */
const kinds: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
};

z.config({
  customError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined || issue.input === null) return 'This field is required.';
        return `This must be ${kinds[issue.expected] ?? issue.expected}.`;
      case 'too_small':
        if (issue.origin === 'string') {
          return Number(issue.minimum) <= 1
            ? 'This field is required.'
            : `Use at least ${issue.minimum} characters.`;
        }
        if (issue.origin === 'array') return `Give at least ${issue.minimum} item(s).`;
        return `This must be at least ${issue.minimum}.`;
      case 'too_big':
        if (issue.origin === 'string') return `Use at most ${issue.maximum} characters.`;
        if (issue.origin === 'array') return `Give at most ${issue.maximum} item(s).`;
        return `This must be at most ${issue.maximum}.`;
      case 'invalid_value':
        return `This must be one of: ${issue.values.map(String).join(', ')}.`;
      case 'invalid_format':
        return issue.format === 'email'
          ? 'Please enter a valid email address.'
          : 'This is not in the expected format.';
      case 'not_multiple_of':
        return `This must be a multiple of ${String(issue.divisor)}.`;
      default:
        return undefined;
    }
  },
});
