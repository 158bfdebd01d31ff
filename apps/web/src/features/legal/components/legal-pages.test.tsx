import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authServer } from '@/testing/auth-server';
import { allLocales } from '@/testing/locales';
import { renderApp } from '@/testing/render';
import { ZLegalDocumentSchema } from '../legal-document';
import { LEGAL_DOCUMENT_KEYS } from '../legal-texts';

describe('legal texts', () => {
  it.each(Object.keys(allLocales))('are complete documents in %s', (language) => {
    const documents = (allLocales[language as keyof typeof allLocales].legal as { documents: Record<string, unknown> }).documents;
    for (const key of LEGAL_DOCUMENT_KEYS) {
      const document = ZLegalDocumentSchema.parse(documents[key]);
      expect(document.sections.length, `${language} ${key}`).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('legal pages', () => {
  it('show the cookies policy to a signed-out visitor, with a way back to the login page', async () => {
    authServer();
    renderApp('/law/cookies-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de cookies' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cookies técnicas que usa Rueda' })).toBeInTheDocument();
    expect(screen.getByText(/rueda\.cookies-accepted/)).toBeInTheDocument();
    expect(screen.getByText('Última actualización: 21/11/2026')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Volver a iniciar sesión/ })).toHaveAttribute('href', '/auth/login');
    expect(document.title).toBe('Política de cookies · Rueda');
  });

  it('lead a signed-in user back to the app', async () => {
    authServer({ isSignedIn: true });
    renderApp('/law/privacy-policy');
    expect(await screen.findByRole('link', { name: /Volver a Rueda/ })).toHaveAttribute('href', '/repairs');
    expect(screen.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
    expect(screen.getByText(/Rueda actúa como encargado del tratamiento/)).toBeInTheDocument();
  });

  it('link to one another, marking the page in view', async () => {
    authServer();
    const { router, user } = renderApp('/law/legal-advice');
    const nav = await screen.findByRole('navigation', { name: 'Información legal' });
    expect(within(nav).getByRole('link', { name: 'Aviso legal' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Política de privacidad' }));
    expect(router.state.location.pathname).toBe('/law/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeInTheDocument();
  });

  it('switch to Portuguese with the language switch', async () => {
    authServer();
    const { user } = renderApp('/law/legal-advice');
    await user.click(await screen.findByRole('button', { name: 'PT' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aviso legal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Titular do serviço' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Voltar a iniciar sessão/ })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pt');
  });
});
