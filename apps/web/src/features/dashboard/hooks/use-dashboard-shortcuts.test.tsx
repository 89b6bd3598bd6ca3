import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useDashboardShortcuts, type ShortcutHandlers } from './use-dashboard-shortcuts.ts';

function Harness(handlers: ShortcutHandlers) {
  useDashboardShortcuts(handlers);
  return (
    <div>
      <input aria-label="Description" />
      <textarea aria-label="Notes" />
      <div contentEditable suppressContentEditableWarning aria-label="Editor" tabIndex={0} />
      <button>Elsewhere</button>
    </div>
  );
}

function setup() {
  const handlers = { openMonthPicker: vi.fn(), balanceAll: vi.fn(), undo: vi.fn(), redo: vi.fn() };
  render(<Harness {...handlers} />);
  return { handlers, user: userEvent.setup() };
}

describe('dashboard shortcuts', () => {
  it('M opens the month picker', async () => {
    const { handlers, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('m');
    await user.keyboard('M');
    expect(handlers.openMonthPicker).toHaveBeenCalledTimes(2);
  });

  it('M is ignored with ctrl, alt or meta held', async () => {
    const { handlers, user } = setup();
    await user.keyboard('{Control>}m{/Control}{Alt>}m{/Alt}{Meta>}m{/Meta}');
    expect(handlers.openMonthPicker).not.toHaveBeenCalled();
  });

  it('no shortcut fires while typing in an input, a textarea or an editable field', async () => {
    const { handlers, user } = setup();
    for (const name of ['Description', 'Notes']) {
      await user.click(screen.getByLabelText(name));
      await user.keyboard(
        'm{Control>}z{/Control}{Control>}{Shift>}z{/Shift}{/Control}{Control>}y{/Control}{Control>}b{/Control}',
      );
    }
    screen.getByLabelText('Editor').focus();
    await user.keyboard('m{Control>}z{/Control}');
    expect(handlers.openMonthPicker).not.toHaveBeenCalled();
    expect(handlers.undo).not.toHaveBeenCalled();
    expect(handlers.redo).not.toHaveBeenCalled();
    expect(handlers.balanceAll).not.toHaveBeenCalled();
  });

  it('Ctrl or Cmd with Z undoes', async () => {
    const { handlers, user } = setup();
    await user.keyboard('{Control>}z{/Control}{Meta>}z{/Meta}');
    expect(handlers.undo).toHaveBeenCalledTimes(2);
    expect(handlers.redo).not.toHaveBeenCalled();
  });

  it('Ctrl or Cmd with Shift+Z, or with Y, redoes', async () => {
    const { handlers, user } = setup();
    await user.keyboard(
      '{Control>}{Shift>}z{/Shift}{/Control}{Meta>}{Shift>}Z{/Shift}{/Meta}{Control>}y{/Control}{Meta>}y{/Meta}',
    );
    expect(handlers.redo).toHaveBeenCalledTimes(4);
    expect(handlers.undo).not.toHaveBeenCalled();
  });

  it('Ctrl+B balances all', async () => {
    const { handlers, user } = setup();
    await user.keyboard('{Control>}b{/Control}');
    expect(handlers.balanceAll).toHaveBeenCalledOnce();
  });
});
