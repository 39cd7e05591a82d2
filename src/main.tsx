/** Entry point: mounts EduAdmin into index.html's root element, over HTTPS in production. */
import { startApp } from './app/startApp';
import { redirectToHttps } from './app/httpsRedirect';
import { isPhoneScreen } from './engine/list/phoneScreen';

function start() {
  if (!redirectToHttps(window.location, import.meta.env.PROD)) startApp(document.getElementById('root'));
}

// index.html's loader adds this script while the page is parsed (server/build/appLoader.ts): a
// script added so runs as soon as it is in, which may come before the root element.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
// On a phone the start-up is a task of its own, after the one that evaluates the app's code:
// together they made a task of 40 ms on a desktop processor, four times longer on a phone's.
else if (isPhoneScreen()) setTimeout(start);
else start();
