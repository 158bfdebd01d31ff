import { Button, Menu } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferredModule } from '@/lib/deferred-module';
import { renderComponent } from '@/testing/render';
import { DeferredMenu, type LoadedMenuProps } from './deferred-menu';

function TestMenu({ target, defaultOpened, onPick }: LoadedMenuProps & { onPick: () => void }) {
  return (
    <Menu defaultOpened={defaultOpened} withinPortal={false}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={onPick}>Mi perfil</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** A menu whose arrival the test holds until it calls `arrive`. */
function heldMenu() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return TestMenu;
  });
  return { menu: deferredModule(load), load, arrive: () => act(async () => arrive()) };
}

function renderMenu(held: ReturnType<typeof heldMenu>, onPick = vi.fn()) {
  const view = renderComponent(
    <DeferredMenu menu={held.menu} props={{ onPick }} target={<Button aria-label="Cuenta de Ana">Ana</Button>} />,
  );
  return { ...view, onPick };
}

describe('a menu whose code arrives later', () => {
  it('draws its button as Mantine draws it closed, and fetches the menu at the first hover', async () => {
    const held = heldMenu();
    const { user } = renderMenu(held);
    const button = screen.getByRole('button', { name: 'Cuenta de Ana' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(held.load).not.toHaveBeenCalled();
    await user.hover(button);
    expect(held.load).toHaveBeenCalledTimes(1);
    await held.arrive();
    // Mantine's own button now: the same name and the same closed state, and it opens.
    const menuButton = screen.getByRole('button', { name: 'Cuenta de Ana' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem', { name: 'Mi perfil' })).toBeNull();
    await user.click(menuButton);
    expect(await screen.findByRole('menuitem', { name: 'Mi perfil' })).toBeVisible();
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens once it has arrived when pressed before', async () => {
    const held = heldMenu();
    const { user, onPick } = renderMenu(held);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cuenta de Ana' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menuitem')).toBeNull();
    await held.arrive();
    await user.click(await screen.findByRole('menuitem', { name: 'Mi perfil' }));
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  it('keeps the focus on the button when the menu arrives while it is focused, without opening', async () => {
    const held = heldMenu();
    const { user } = renderMenu(held);
    await user.tab();
    await held.arrive();
    const button = screen.getByRole('button', { name: 'Cuenta de Ana' });
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('is fetched once the browser is idle after the first paint, with no hover or press', async () => {
    const held = heldMenu();
    renderMenu(held);
    await waitFor(() => expect(held.load).toHaveBeenCalledTimes(1), { timeout: 3_000 });
  });
});
