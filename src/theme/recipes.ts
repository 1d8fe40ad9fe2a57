import {
  alertSlotRecipe,
  avatarSlotRecipe,
  breadcrumbSlotRecipe,
  buttonRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  headingRecipe,
  iconRecipe,
  linkRecipe,
  popoverSlotRecipe,
  separatorRecipe,
  spinnerRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/** The recipes our components render. Add one here when a component starts using a new Chakra part. */
export const recipes = {
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  breadcrumb: breadcrumbSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  popover: popoverSlotRecipe,
  tooltip: tooltipSlotRecipe,
};
