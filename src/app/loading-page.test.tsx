import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { LOADING_WAY_OUT_MS } from './loading-page';

afterEach(() => {
  vi.useRealTimers();
});

describe('/loading', () => {
  it('says that it is loading, then offers a way back home', () => {
    vi.useFakeTimers();
    renderApp('/loading');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    act(() => vi.advanceTimersByTime(LOADING_WAY_OUT_MS));
    expect(screen.getByText(/taking longer than expected/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
