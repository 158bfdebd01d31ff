// The invitation page's sign-up joins the workshop in the same request (docs/decisions/059, addendum). This tab
// remembers that the account it is signing up comes from the invitation, so the page, once signed in, goes
// straight to the workshop instead of offering to join. sessionStorage: it ends with the tab.
const KEY = 'rueda:join-at-sign-up';

export function markJoiningAtSignUp(token: string): void {
  try {
    window.sessionStorage.setItem(KEY, token);
  } catch {
    // Storage refused: the page then offers to join, one click more.
  }
}

export function isJoiningAtSignUp(token: string): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === token;
  } catch {
    return false;
  }
}

export function clearJoiningAtSignUp(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
