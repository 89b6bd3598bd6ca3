// Areas of the web app whose texts are not yet in the message catalogues; the lint rule
// elevate/no-untranslated-text checks every other .tsx file. Every area is in them now;
// an area may be listed here only while it is being moved, never to let new text in.
export const untranslatedAreas = [];
