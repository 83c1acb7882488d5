// The offline page stands in for whatever address was asked for: "Reintentar" asks for it again.
document.getElementById('retry')?.addEventListener('click', (event) => {
  event.preventDefault();
  window.location.reload();
});
