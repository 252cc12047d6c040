/** spec §4: the toasts a publish toggle shows once the server has saved it. */
export const PublishToast = Object.freeze({
  PUBLISHED: 'This dashboard is now published',
  HIDDEN: 'This dashboard is now hidden',
});
