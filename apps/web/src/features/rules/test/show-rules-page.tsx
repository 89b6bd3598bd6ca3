import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { RulesPage } from '../routes/rules-page.tsx';

/** The Rules screen as the router shows it, with the app's providers and undo list. */
export const showRulesPage = () =>
  renderWithProviders(
    <MemoryRouter>
      <RulesPage />
    </MemoryRouter>,
  );
