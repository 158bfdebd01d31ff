// Images the journeys take photos with: small enough to write inline, real enough for the server to read (decision 020).

/** An 8×6 red PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVR4nGM4w8CAFWEXpZMEAFw7JkEeoM1jAAAAAElFTkSuQmCC',
  'base64',
);
