import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routerReady } from './router-ready.ts';

function Page() {
  return null;
}

describe('router readiness', () => {
  it('waits until the first location’s lazy route module has loaded', async () => {
    let loaded = false;
    const router = createMemoryRouter(
      [
        {
          path: '/login',
          lazy: async () => {
            await new Promise((resolve) => setTimeout(resolve, 20));
            loaded = true;
            return { Component: Page };
          },
        },
      ],
      { initialEntries: ['/login'] },
    );
    expect(router.state.initialized).toBe(false);
    await routerReady(router);
    expect(loaded).toBe(true);
    expect(router.state.initialized).toBe(true);
  });

  it('is ready at once when nothing is lazy', async () => {
    const router = createMemoryRouter([{ path: '/', Component: Page }]);
    await expect(routerReady(router)).resolves.toBeUndefined();
  });
});
