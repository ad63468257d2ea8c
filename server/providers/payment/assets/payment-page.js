/* global window, document */
/*
 * The sandbox hosted payment page's only script (a file, not inline: the CSP is script-src 'self').
 * 1. On a finished payment, send the top window (the quote journey around the iframe) to the return
 *    address; the page's own link, with target="_top", does the same when scripts are off.
 * 2. Move focus to the error summary when the form comes back with errors.
 * 3. Stop a second click on Pay (the server never charges twice anyway).
 */
(function () {
  'use strict';

  var back = document.querySelector('a[data-return-to-top]');
  if (back) {
    try {
      window.top.location.assign(back.href);
    } catch {
      // Framed by another origin after all: the visible link stays the way back.
      back.focus();
    }
    return;
  }

  var summary = document.querySelector('[data-error-summary]');
  if (summary) summary.focus();

  var forms = document.querySelectorAll('form[data-once]');
  Array.prototype.forEach.call(forms, function (form) {
    form.addEventListener('submit', function (event) {
      if (form.getAttribute('data-sent') === 'true') {
        event.preventDefault();
        return;
      }
      form.setAttribute('data-sent', 'true');
      Array.prototype.forEach.call(form.querySelectorAll('button'), function (button) {
        button.setAttribute('aria-disabled', 'true');
      });
    });
  });
})();
