// What the rest of the server may use of this module; everything else in its folder is its own.

export { grantContentRole, listContentRoles, revokeContentRole } from './roles';
export { demoEditors } from './demo-editors';
export { releaseDue } from './release-due';
export { previews } from './preview-ticket';
