import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppIntl, setCurrentIntl, type AppIntl } from '../../../lib/i18n/app-intl.ts';
import { englishMessages, loadMessages } from '../../../lib/i18n/catalogues.ts';
import { IntlContext } from '../../../lib/i18n/use-t.ts';
import { installOnboardingApi, returningUser, TourHarness } from '../test/tour-harness.tsx';

let german: AppIntl;

beforeEach(async () => {
  german = createAppIntl('de', await loadMessages('de'), 'de-DE');
  setCurrentIntl(german);
});

afterEach(() => setCurrentIntl(createAppIntl('en', englishMessages, 'en-US')));

describe('guided tour in German', { timeout: 20_000 }, () => {
  it('walks the steps with German texts, buttons, progress and demo row', async () => {
    installOnboardingApi(returningUser);
    const user = userEvent.setup();
    render(
      <IntlContext.Provider value={german}>
        <TourHarness />
      </IntlContext.Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Tour' }));
    const card = screen.getByRole('dialog');
    expect(card).toHaveAccessibleName('Willkommen bei Elevate!');
    expect(within(card).getByText('Schritt 1 von 7')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Tour überspringen' })).toBeVisible();
    expect(screen.getByText('Lebensmitteleinkauf')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Durch die Zeit navigieren');
    expect(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Zurück' }),
    ).toBeVisible();
  });
});
