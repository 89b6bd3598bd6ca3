import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { AccountsPage } from '../routes/accounts-page.tsx';

/** The Accounts screen as the router shows it, with the app's providers. */
export const showAccountsPage = () =>
  renderWithProviders(
    <MemoryRouter>
      <AccountsPage />
    </MemoryRouter>,
  );
