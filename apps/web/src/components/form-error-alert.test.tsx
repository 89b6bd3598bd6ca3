import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { stubScrollIntoView } from '../test/scroll-into-view.ts';
import { FormErrorAlert } from './form-error-alert.tsx';

function Form({ error }: { error: string | null }) {
  return (
    <form>
      {error && <FormErrorAlert>{error}</FormErrorAlert>}
      <input aria-label="Name" />
    </form>
  );
}

describe('a form error from the server', () => {
  it('is scrolled into view and focused when it appears, and again when its text changes', () => {
    const scroll = stubScrollIntoView();
    const { rerender } = render(<Form error={null} />);
    screen.getByRole('textbox', { name: 'Name' }).focus();
    expect(scroll).not.toHaveBeenCalled();

    rerender(<Form error="Email already in use" />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Email already in use');
    expect(alert).toHaveFocus();
    expect(scroll.mock.contexts).toEqual([alert]);

    screen.getByRole('textbox', { name: 'Name' }).focus();
    rerender(<Form error="Too many registration attempts. Please try again later." />);
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(scroll).toHaveBeenCalledTimes(2);
  });
});
