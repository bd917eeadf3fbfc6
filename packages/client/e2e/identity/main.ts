// The page of the identity's browser test: the page's identity core as it is, and this browser's
// localStorage, handed to the test.
import * as identity from '../../src/identity';

Object.assign(window, { castleIdentity: identity, castleStore: window.localStorage });
document.body.dataset.ready = 'true';
