// A custom element's connectedCallback loops forever when run() inserts one.
customElements.define("x-forever", class extends HTMLElement {
  connectedCallback() { for (;;) {} }
});
var ExtensionPreprocessingJS = {
  run: function (args) {
    document.body.appendChild(document.createElement("x-forever"));
    args.completionFunction({ done: true });
  }
};
