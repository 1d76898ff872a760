// The parts of the header that show only after a click (the language and account menus, the mobile
// drawer with its dividers, the Signup role modal): one chunk, loaded the first time one of them opens.
export { default as Menu } from '@mui/material/Menu';
export { default as MenuItem } from '@mui/material/MenuItem';
export { default as Drawer } from '@mui/material/Drawer';
export { default as Divider } from '@mui/material/Divider';
export { default as List } from '@mui/material/List';
export { default as ListItem } from '@mui/material/ListItem';
export { default as ListItemButton } from '@mui/material/ListItemButton';
export { default as ListItemText } from '@mui/material/ListItemText';
export { SignupRoleModal } from '../SignupRoleModal';
