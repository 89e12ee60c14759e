// The demo shop's seller details beside its GST facts (demo-tax.ts), invented like them: an FSSAI state licence
// number in the right shape (14 digits, starting with 1 for a licence) that no real business holds, and a grievance
// officer of the demo's own. They let the demo show the footer and the Seller details page as a real shop would.

export const DEMO_SELLER = {
  fssaiNumber: '11326999000135',
  fssaiKind: 'licence',
  grievanceName: 'Sreelekha Menon',
  grievanceDesignation: 'Grievance Officer and Customer Care Lead',
  grievanceEmail: 'grievance@pachakkuda.example',
  grievancePhone: '+91 94471 26831',
} as const;
