// Decision 076: the notice that a new version of Rueda waits, and its button that lets it take over.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderComponent } from '@/testing/render';
import { forgetWaitingVersion, reportWaitingVersion } from '../update-state';
import { AppUpdateNotice } from './app-update-notice';

afterEach(() => forgetWaitingVersion());

describe('the new version notice', () => {
  it('is not there while no new version waits', async () => {
    renderComponent(<AppUpdateNotice />);
    // A moment for anything that would show: nothing does.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recargar' })).not.toBeInTheDocument();
  });

  it('shows when the service worker reports a waiting version, and Recargar lets it take over once', async () => {
    const activate = vi.fn();
    const { user } = renderComponent(<AppUpdateNotice />);
    reportWaitingVersion(activate);

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Hay una versión nueva de Rueda.');
    expect(activate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(activate).toHaveBeenCalledTimes(1);
    // The page is about to reload: the button shows it is busy and takes no second press.
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeDisabled();
  });

  it('shows a version reported before it was drawn (found at start, before the signed-in frame)', async () => {
    reportWaitingVersion(vi.fn());
    renderComponent(<AppUpdateNotice />);
    expect(await screen.findByRole('status')).toHaveTextContent('Hay una versión nueva de Rueda.');
  });

  it('speaks Portuguese', async () => {
    await setLanguage('pt');
    const activate = vi.fn();
    const { user } = renderComponent(<AppUpdateNotice />);
    reportWaitingVersion(activate);

    expect(await screen.findByRole('status')).toHaveTextContent('Há uma nova versão do Rueda.');
    await user.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(activate).toHaveBeenCalledTimes(1);
  });
});
