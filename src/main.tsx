/** Entry point: mounts EduAdmin into index.html's root element, over HTTPS in production. */
import { redirectToHttps } from './boot/httpsRedirect';
import { startApp } from './boot/startApp';
import { isPhoneScreen } from './engine/list/phoneScreen';

function start() {
  if (!redirectToHttps(window.location, import.meta.env.PROD)) startApp(document.getElementById('root'));
}

// On a phone the start-up is a task of its own, after the one that evaluates the app's code:
// together they made a task of 40 ms on a desktop processor, four times longer on a phone's.
if (isPhoneScreen()) setTimeout(start);
else start();
