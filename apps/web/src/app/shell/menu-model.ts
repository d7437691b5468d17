/** A menu entry ready to show: a built screen the user may open, with its translated label. */
export interface ShellMenuItem {
  route: string;
  label: string;
}

export interface ShellMenuGroup {
  id: string;
  label: string;
  items: ShellMenuItem[];
}

/** Where the current address sits in the menu. */
export interface ShellMenuActive {
  groupId: string | null;
  route: string | null;
}

export interface ShellMenu {
  groups: ShellMenuGroup[];
  active: ShellMenuActive;
}
