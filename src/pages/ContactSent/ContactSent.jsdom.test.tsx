import { describeTextPage } from '../../test/textPage';

describeTextPage('contactSent');
