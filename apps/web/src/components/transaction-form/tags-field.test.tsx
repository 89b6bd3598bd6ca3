import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TAG_MESSAGES } from '@elevate/shared/schemas/tags';
import { TagsField, tagsFull, tagsHelp } from './tags-field.tsx';

function Harness({ start = [], serverError }: { start?: string[]; serverError?: string }) {
  const [tags, setTags] = useState<string[]>(start);
  const [submits, setSubmits] = useState(0);
  return (
    <form
      aria-label="form"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmits((count) => count + 1);
      }}
    >
      <TagsField
        value={tags}
        onChange={setTags}
        options={['trip-2026', 'Food', 'Work']}
        serverError={serverError}
      />
      <output aria-label="tags">{JSON.stringify(tags)}</output>
      <output aria-label="submits">{submits}</output>
      <button type="submit">Save</button>
    </form>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Tags' });
const tagsNow = () => JSON.parse(screen.getByRole('status', { name: 'tags' }).textContent!);
const twenty = Array.from({ length: 20 }, (_, i) => `t${i + 1}`);

describe('the Tags field', { timeout: 15_000 }, () => {
  it("suggests the ledger's tags as they are typed and adds the one picked", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(input()).toHaveAccessibleDescription(tagsHelp);
    await user.type(input(), 'tri');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'trip-2026',
    ]);
    await user.click(screen.getByRole('option', { name: 'trip-2026' }));
    expect(tagsNow()).toEqual(['trip-2026']);
    // A chosen tag is not suggested again.
    await user.clear(input());
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Food',
      'Work',
    ]);
  });

  it('makes a new tag of typed text on Enter without submitting the form', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), '  Lunch with Ann {Enter}');
    expect(tagsNow()).toEqual(['Lunch with Ann']);
    expect(input()).toHaveValue('');
    expect(screen.getByRole('status', { name: 'submits' })).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: 'Lunch with Ann' })).toBeInTheDocument();
  });

  it('writes a ledger tag its own way and never adds a tag twice, whatever its case', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'TRIP-2026{Enter}');
    expect(tagsNow()).toEqual(['trip-2026']);
    await user.type(input(), 'Trip-2026{Enter}');
    expect(tagsNow()).toEqual(['trip-2026']);
  });

  it('adds the text typed when the field is left', async () => {
    const user = userEvent.setup();
    render(<Harness start={['Food']} />);
    await user.type(input(), 'Gift');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(tagsNow()).toEqual(['Food', 'Gift']);
  });

  it('refuses a tag of more than 40 characters, keeping the text to be shortened', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'x'.repeat(41));
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription(TAG_MESSAGES.tooLong);
    await user.keyboard('{Enter}');
    await user.tab();
    expect(tagsNow()).toEqual([]);
    expect(input()).toHaveValue('x'.repeat(41));
    expect(screen.getByRole('status', { name: 'submits' })).toHaveTextContent('0');
    await user.type(input(), '{Backspace}{Enter}');
    expect(tagsNow()).toEqual(['x'.repeat(40)]);
    expect(input()).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('holds 20 tags at most: a 21st is refused until one is removed', async () => {
    const user = userEvent.setup();
    render(<Harness start={twenty} />);
    expect(input()).toHaveAccessibleDescription(tagsFull);
    await user.type(input(), 'one more{Enter}');
    expect(tagsNow()).toHaveLength(20);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveValue('one more');
    // A suggestion picked is refused too.
    await user.clear(input());
    await user.type(input(), 'Fo');
    await user.click(screen.getByRole('option', { name: 'Food' }));
    expect(tagsNow()).toEqual(twenty);
    expect(input()).toHaveAccessibleDescription(TAG_MESSAGES.tooMany);

    const t1 = screen.getByRole('button', { name: 't1' });
    await user.click(within(t1).getByTestId('CancelIcon'));
    await user.clear(input());
    await user.type(input(), 'one more{Enter}');
    expect(tagsNow()).toEqual([...twenty.slice(1), 'one more']);
  });

  it("shows the server's refusal on the field", () => {
    render(<Harness start={['Food']} serverError="A transaction has at most 20 tags" />);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input()).toHaveAccessibleDescription('A transaction has at most 20 tags');
  });
});
