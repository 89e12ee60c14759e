import type { Crop } from '@farm/contract';
import { findExtraHarvestGroup } from '@farm/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import type { Crumb } from '../../shared/ui/Breadcrumbs';
import { CropDetail } from './CropDetail';
import { groupPath } from '../../shared/lib/extraHarvestGroups';
import { groupName } from './groups';

/** /extraharvestfromfarm/detail/:id: Home > Extra Harvest > {category} > {name}. */
export function ExtraHarvestDetailPage() {
  const { id } = useParams();
  const { i18n, t } = useLingui();

  /** Extra Harvest, then the crop's group (linking to the group's page) once the crop is known. */
  const trail = (crop?: Crop): Crumb[] => {
    const crumbs: Crumb[] = [{ label: t`Extra Harvest`, to: '/extraharvestfromfarm' }];
    const group = crop ? findExtraHarvestGroup(crop.category) : undefined;
    if (group) crumbs.push({ label: i18n._(groupName(group)), to: groupPath(group) });
    return crumbs;
  };
  return <CropDetail idParam={id} trail={trail} />;
}
