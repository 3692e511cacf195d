import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { matchRoutes } from 'react-router-dom';
import { lazyPage, preloadMatches } from '../../../src/client/shell/lazyPage';

const Page = () => <p>the screen</p>;

describe('lazyPage', () => {
  it('loads its chunk once, whether preloaded first or rendered first', async () => {
    const load = jest.fn(async () => ({ default: Page }));
    const Lazy = lazyPage(load);
    await Lazy.preload();
    await Lazy.preload();
    render(
      <Suspense fallback="…">
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText('the screen')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next call', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Page }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Page });
    const Lazy = lazyPage(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await expect(Lazy.preload()).resolves.toEqual({ default: Page });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadMatches', () => {
  it("starts the chunks of the matched frames and screen, and no other route's", () => {
    const [frame, screenA, screenB] = [1, 2, 3].map(() => jest.fn(async () => ({ default: Page })));
    const Frame = lazyPage(frame!);
    const A = lazyPage(screenA!);
    const B = lazyPage(screenB!);
    const routes = [
      {
        path: '/',
        element: <Frame />,
        children: [
          { element: <p>a guard, not lazy</p>, children: [{ path: '/members', element: <A /> }] },
          { path: '/users', element: <B /> },
        ],
      },
    ];
    preloadMatches(matchRoutes(routes, '/members') ?? []);
    expect([frame, screenA, screenB].map((load) => load!.mock.calls.length)).toEqual([1, 1, 0]);
  });
});
