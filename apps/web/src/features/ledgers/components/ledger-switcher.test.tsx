import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEDGER_HEADER } from '@elevate/shared/contract/endpoint';
import { clearCsrfToken } from '../../../lib/csrf.ts';
import { getSelectedLedgerId } from '../../../lib/selected-ledger.ts';
import { installFakeFetch, type FakeCall } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { LedgerSwitcher } from './ledger-switcher.tsx';

beforeEach(() => clearCsrfToken());

const personal = {
  _id: '64b000000000000000000001',
  name: 'Personal',
  role: 'owner',
  personal: true,
  monthStartDay: 1,
};
const family = {
  _id: '64b000000000000000000002',
  name: 'Family',
  role: 'viewer',
  personal: false,
  monthStartDay: 1,
};
const trip = {
  _id: '64b000000000000000000003',
  name: 'Trip',
  role: 'owner',
  personal: false,
  monthStartDay: 1,
};

function serve(ledgers: object[]) {
  return installFakeFetch((call: FakeCall) => {
    if (call.url.endsWith('/api/csrf-token')) return { status: 200, body: { csrfToken: 'c' } };
    if (call.url.endsWith('/api/ledgers') && call.method === 'GET') {
      return { status: 200, body: { ledgers } };
    }
    if (call.url.endsWith('/api/ledgers') && call.method === 'POST') {
      ledgers.push(trip);
      return { status: 201, body: trip };
    }
    return undefined;
  });
}

const show = () => renderApp('/', { routeObjects: [{ path: '/', element: <LedgerSwitcher /> }] });

describe('ledger switcher', { timeout: 20_000 }, () => {
  it("shows the current ledger's name and switches to another from the menu", async () => {
    const { calls } = serve([personal, family]);
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ledger: Personal' }));
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'PersonalOwner · Personal',
      'FamilyViewer',
      'New ledger…',
      'Manage ledger',
    ]);

    await user.click(within(menu).getByRole('menuitem', { name: /Family/ }));
    expect(getSelectedLedgerId()).toBe(family._id);
    expect(await screen.findByRole('button', { name: 'Ledger: Family' })).toBeInTheDocument();
    // The list itself is the person's: it was asked for once, with no ledger header.
    const listCalls = calls.filter((call) => call.url.endsWith('/api/ledgers'));
    expect(listCalls.map((call) => call.headers[LEDGER_HEADER])).toEqual([undefined]);

    await user.click(screen.getByRole('button', { name: 'Ledger: Family' }));
    await user.click(screen.getByRole('menuitem', { name: /Personal/ }));
    // The personal ledger is no selection at all: requests carry no header.
    expect(getSelectedLedgerId()).toBeNull();
  });

  it("creates a ledger from 'New ledger…' and works in it at once", async () => {
    const { calls } = serve([personal]);
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ledger: Personal' }));
    await user.click(screen.getByRole('menuitem', { name: 'New ledger…' }));
    // The form is its own chunk, loaded when asked for.
    const dialog = await screen.findByRole('dialog', { name: 'New ledger' }, { timeout: 5_000 });
    await user.type(within(dialog).getByLabelText('Ledger name'), '  Trip ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByRole('button', { name: 'Ledger: Trip' })).toBeInTheDocument();
    const created = calls.filter(
      (call) => call.method === 'POST' && call.url.endsWith('/api/ledgers'),
    );
    expect(created.map((call) => call.body)).toEqual([{ name: 'Trip' }]);
    expect(getSelectedLedgerId()).toBe(trip._id);
  });

  it('falls back to the personal ledger when the selected one is no longer listed', async () => {
    window.localStorage.setItem('selectedLedger', family._id);
    serve([personal]);
    show();
    expect(await screen.findByRole('button', { name: 'Ledger: Personal' })).toBeInTheDocument();
    expect(getSelectedLedgerId()).toBeNull();
  });
});
