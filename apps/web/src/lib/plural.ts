// One plural rule for the client and the server's texts alike.
export { plural, type PluralForms } from '@elevate/shared';
