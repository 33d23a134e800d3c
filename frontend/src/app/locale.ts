import dayjs from 'dayjs';
import 'dayjs/locale/de-ch';

// Swiss German dates (dd.MM.yyyy, week starting Monday) for dayjs and antd's date pickers.
dayjs.locale('de-ch');
