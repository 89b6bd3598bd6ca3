import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RowTags } from './row-tags.tsx';

const tags = ['trip-2026', 'Portugal', 'Holiday', 'Shared with Ann', 'Paid by card'];
const chips = () => screen.queryAllByRole('button').map((chip) => chip.textContent);

describe("a row's tags", () => {
  it('shows three chips and counts the rest, naming them for screen readers', async () => {
    const onTag = vi.fn();
    render(<RowTags tags={tags} onTag={onTag} />);
    expect(chips()).toEqual(['trip-2026', 'Portugal', 'Holiday']);
    expect(screen.getByText('+2')).toHaveTextContent('+2 more tags: Shared with Ann, Paid by card');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Filter by tag Portugal' }));
    expect(onTag).toHaveBeenCalledWith('Portugal');
  });

  it("shows one chip in a phone's narrow column, and no +0", () => {
    const { rerender } = render(<RowTags tags={tags} onTag={() => undefined} compact />);
    expect(chips()).toEqual(['trip-2026']);
    expect(screen.getByText('+4')).toBeInTheDocument();
    rerender(<RowTags tags={['trip-2026']} onTag={() => undefined} compact />);
    expect(screen.queryByText(/^\+/)).not.toBeInTheDocument();
  });

  it('shows plain chips, nothing to press, without a click to give', () => {
    render(<RowTags tags={['trip-2026']} />);
    expect(chips()).toEqual([]);
    expect(screen.getByText('trip-2026')).toBeInTheDocument();
  });
});
