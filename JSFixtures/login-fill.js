// A password manager: run() reports the login form it found; finalize() fills it with
// what the extension returns, from a timer, as real fill scripts do.
var ExtensionPreprocessingJS = {
  run: function (args) {
    var password = document.querySelector("input[type=password]");
    var form = password ? password.form : null;
    var username = form ? form.querySelector("input[type=email], input[type=text]") : null;
    args.completionFunction({
      url: document.URL,
      formAction: form ? form.action : null,
      usernameField: username ? username.name : null,
      passwordField: password ? password.name : null
    });
  },
  finalize: function (args) {
    setTimeout(function () {
      var form = document.getElementById("login");
      form.querySelector("input[name=" + args.usernameField + "]").value = args.username;
      form.querySelector("input[type=password]").value = args.password;
      form.querySelector("input[type=checkbox]").checked = !!args.remember;
    }, 50);
  }
};
