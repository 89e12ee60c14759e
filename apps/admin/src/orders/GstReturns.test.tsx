import { fireEvent, render, screen } from '@testing-library/react';
import { GST_RETURN_MESSAGES } from '@farm/contract';
import { describe, expect, it } from 'vitest';
import { GstReturns } from './GstReturns';

describe('the GST returns form', () => {
  it('offers the month’s GSTR-1 files for the month chosen', () => {
    render(<GstReturns />);
    expect(screen.getByRole('heading', { name: 'GST returns (GSTR-1)' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-11' } });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'B2C small (b2cs)',
      'HSN summary, B2C',
      'HSN summary, B2B (empty)',
      'Document summary',
      'B2C large (b2cl)',
      'Credit notes, B2C large (cdnur)',
    ]);
    expect(links[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/\/admin\/reports\/gstr1\?month=2026-11&table=b2cs$/),
    );
    expect(links[3]).toHaveAttribute('href', expect.stringMatching(/table=docs$/));
    for (const link of links) expect(link).toHaveAttribute('download');
  });

  it('says in words what is wrong with an empty month, and offers no file', () => {
    render(<GstReturns />);
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '' } });
    expect(screen.getByText(GST_RETURN_MESSAGES.month)).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});
