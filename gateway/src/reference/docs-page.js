// The reference page's own script (a file, so that the page's CSP can refuse inline scripts).
(() => {
  const root = document.getElementById("docs");
  const mutating = new Set(["POST", "PUT", "PATCH", "DELETE"]);
  window.ui = window.SwaggerUIBundle({
    url: root.dataset.openapiUrl,
    domNode: root,
    deepLinking: true,
    layout: "BaseLayout",
    docExpansion: "list",
    defaultModelsExpandDepth: 0,
    // The public validator badge would call out to another host.
    validatorUrl: null,
    // "Try it out" from a signed-in browser uses the session cookie, which needs the CSRF header.
    requestInterceptor: (request) => {
      if (mutating.has(String(request.method).toUpperCase())) request.headers["X-CX-Request"] = "1";
      return request;
    },
  });
})();
