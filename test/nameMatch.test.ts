/**
 * Name to Match: the comparison of two names on its own (a table of Indian name pairs and their
 * verdicts at the default thresholds), then `name_match` as the node outputs it, through n8n's
 * engine against the emulator.
 */
import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';

import type * as NameMatch from '../nodes/Deepvue/nameMatch/nameMatch';
import type * as NameRules from '../nodes/Deepvue/nameMatch/nameRules';
import type * as OptionFields from '../nodes/Deepvue/options/optionFields';
import { NOT_FOUND_INPUTS } from '../testbed/emulator/server';
import { runNode } from '../testbed/inProcessN8n/run';
import { lookupsSent, useTestBed } from './harness/fixture';

// The built modules, typed by their sources: the package ships no type declarations.
const built = <T extends object>(module: string) => jest.requireActual<T>(`../dist/${module}`);
const { compareNames, nameMatch } = built<typeof NameMatch>('nodes/Deepvue/nameMatch/nameMatch');
const { OPTION_DEFAULTS } = built<typeof OptionFields>('nodes/Deepvue/options/optionFields');

const DEFAULTS = {
	match: Number(OPTION_DEFAULTS.nameMatchScore),
	review: Number(OPTION_DEFAULTS.nameReviewScore),
};

describe('the comparison', () => {
	it('has the thresholds the docs give: match from 85, partial from 60', () => {
		expect(DEFAULTS).toEqual({ match: 85, review: 60 });
	});

	// [name given, name found, verdict at the default thresholds, the reasons]
	it.each([
		// Initials: one for a middle name is fine, one for the given or family name is for a person.
		['R. K. Sharma', 'Rahul Kumar Sharma', 'partial', ['initial_for_given_name', 'middle_initial']],
		['R. Kumar Sharma', 'RAHUL KUMAR SHARMA', 'partial', ['initial_for_given_name']],
		['Rahul K Sharma', 'RAHUL KUMAR SHARMA', 'match', ['middle_initial']],
		['K Venkatesh', 'Kumar Venkatesh', 'partial', ['initial_for_given_name']],
		['Reddy, K.', 'Kavya Reddy', 'partial', ['surname_first', 'initial_for_given_name']],
		['K. Venkatesh', 'Venkatesh K', 'match', ['surname_first']],
		['M S Dhoni', 'Mahendra Singh Dhoni', 'partial', ['initial_for_given_name', 'middle_initial']],
		['Harsh Kishore', 'HKISHORE', 'partial', ['joined_initials', 'initial_for_given_name']],
		// South Indian initials for a father's, house or village name, written out on the other side
		['Karthik Subramanian', 'S KARTHIK', 'match', ['initials_expanded']],
		['Senthil Kumar M', 'MURUGESAN SENTHIL KUMAR', 'match', ['initials_expanded']],
		['Kumar H S', 'HOSAHALLI SHIVANNA KUMAR', 'match', ['initials_expanded']],
		// Initials run together on one side, one by one on the other
		['K.V.S. Ramana', 'KVS RAMANA', 'match', ['same_words']],
		['Sreeja K. P.', 'SREEJA KP', 'match', ['same_words']],
		// A house name written out, wherever it stands; Meitei family names written Th, Kh
		['Sravani Y', 'YERRAMSETTI SRAVANI', 'match', ['initials_expanded']],
		['Thokchom Sanahanbi Devi', 'TH SANAHANBI DEVI', 'match', ['initials_expanded']],
		// A woman's second family name, her husband's after her father's, on one side only; not a man's
		['Neha Kapoor', 'NEHA KAPOOR MEHRA', 'match', ['second_family_name']],
		['Shalini Menon Nair', 'SHALINI MENON', 'match', ['second_family_name']],
		['Rahul Kapoor', 'RAHUL KAPOOR MEHRA', 'partial', ['family_name_missing']],
		// A wife's family name, her husband's, given only after W/O; not his whole name
		[
			'Anita Rawat',
			'ANITA W/O MOHAN RAWAT',
			'match',
			['relation_removed', 'family_name_in_relation'],
		],
		[
			'Anita Sharma',
			'ANITA W/O MOHAN RAWAT',
			'partial',
			['relation_removed', 'family_name_missing'],
		],
		[
			'Radha W/O Krishna Prasad',
			'RADHA KRISHNA PRASAD',
			'partial',
			['relation_removed', 'family_name_missing', 'middle_name_missing', 'extra_words'],
		],
		// A father's initial against a caste name: each lacks the other's word, for review
		['Ganesh Iyer', 'GANESH N', 'partial', ['family_name_missing']],
		// An initial never stands for a woman's name: KANAKARAJ P is a man, son of P.
		['Kanakaraj Premalatha', 'KANAKARAJ P', 'partial', ['initial_for_family_name']],
		['K Premalatha', 'PREMALATHA KANAKARAJ', 'match', ['initials_expanded']],
		['Anil Kumar K', 'ANIL KUMAR KIZHAKKEPURAYIL', 'match', ['initials_expanded']],
		['G Lakshmi Prasanna', 'GOGINENI LAKSHMI PRASANNA', 'match', ['initials_expanded']],
		// ... but the father, Subramanian, son of K., is not his son Karthik Subramanian
		[
			'Karthik Subramanian',
			'SUBRAMANIAN K',
			'partial',
			['surname_first', 'initial_for_family_name'],
		],
		// ... and an initial before a family name is the given name's
		['R. Kumar Sharma', 'RAJESH KUMAR SHARMA', 'partial', ['initial_for_given_name']],
		// One middle name on one side only
		['Rahul Sharma', 'Rahul Dev Sharma', 'match', ['middle_name_missing']],
		['RAHUL KUMAR SHARMA', 'Rahul Sharma', 'match', ['placeholder_word']],
		['Meera Iyer', 'Meera Lakshmi Iyer', 'match', ['middle_name_missing']],
		// After Abdul, Ghulam, Mohammed or Syed the next word is the given name's, not a middle name.
		['Abdul Rahman Khan', 'ABDUL KHAN', 'partial', ['given_name_incomplete']],
		['Md. Irfan Khan', 'MOHAMMED KHAN', 'partial', ['spelling_variant', 'given_name_incomplete']],
		['Abdul Rahman Khan', 'ABDUL REHMAN KHAN', 'match', ['spelling_variant']],
		// Mohammed before the given name, on one side only: the person is called by the name after it
		['Salim Ansari', 'MOHAMMED SALIM ANSARI', 'match', ['mohammed_left_out']],
		['Mohd Imran Khan', 'MOHAMMAD IMRAN KHAN', 'match', ['spelling_variant']],
		['Mohammed Khan', 'KHAN', 'partial', ['given_name_missing']],
		// Two middle names, or another middle name
		['Rahul Sharma', 'Rahul Dev Anand Sharma', 'partial', ['extra_words']],
		['Rahul Kumar Sharma', 'Rahul Dev Sharma', 'partial', ['middle_name_differs']],
		// Order: the surname moved is the same name; a given and a father's name swapped is not
		['Reddy Kavya', 'Kavya Reddy', 'match', ['surname_first']],
		['Sharma Rahul Kumar', 'RAHUL KUMAR SHARMA', 'match', ['surname_first']],
		// Telugu house names from a village, Malabar's house names
		['Anusha Gudivada', 'GUDIVADA ANUSHA', 'match', ['surname_first']],
		['Haridas Kizhakkethil', 'KIZHAKKETHIL HARIDAS', 'match', ['surname_first']],
		// An Angami clan's name; a Telugu given name in -rlu, no father's
		['Neiphrelie Sekhose', 'SEKHOSE NEIPHRELIE', 'match', ['surname_first']],
		['Venkateswarlu Bolla', 'BOLLA VENKATESWARLU', 'match', ['surname_first']],
		// Turned round, the word moved a family name only by the evidence: listed, -wala, a comma,
		// initials, or a given name of two words that stayed together; else a son and his father.
		['Thomas Mathew', 'MATHEW THOMAS', 'partial', ['turned_round']],
		['Varghese Kurian', 'KURIAN VARGHESE', 'partial', ['turned_round']],
		['Anand Krishnan', 'KRISHNAN ANAND', 'partial', ['turned_round']],
		['Cyrus Daruwala', 'DARUWALA CYRUS', 'match', ['surname_first']],
		['Kolli, Srinivas', 'SRINIVAS KOLLI', 'match', ['surname_first']],
		['Srinivasa Rao Kolli', 'KOLLI SRINIVASA RAO', 'match', ['surname_first']],
		// Regions that write the family name first: Telugu house names (Bommireddy; a given name in
		// -ulu), Naga, Khasi and Arunachal clan names; and a woman's name, which no father bears
		['Bommireddy Sravani', 'SRAVANI BOMMIREDDY', 'match', ['surname_first']],
		['Anjaneyulu Pothuri', 'POTHURI ANJANEYULU', 'match', ['surname_first']],
		['Imtisunep Longchar', 'LONGCHAR IMTISUNEP', 'match', ['surname_first']],
		['Khongwir Banteilang', 'BANTEILANG KHONGWIR', 'match', ['surname_first']],
		['Tage Yama', 'YAMA TAGE', 'match', ['surname_first']],
		['Priya Rajan', 'RAJAN PRIYA', 'match', ['surname_first']],
		['Sai Krishna Nallamothu', 'NALLAMOTHU SAIKRISHNA', 'match', ['joined_words', 'surname_first']],
		['Yusuf bin Hamid', 'HAMID YUSUF', 'partial', ['turned_round', 'placeholder_word']],
		['Yusuf bin Hamid', 'YUSUF HAMID', 'match', ['placeholder_word']],
		[
			'Arjun Ramesh Kulkarni',
			'RAMESH ARJUN KULKARNI',
			'partial',
			['order_changed', 'given_name_missing'],
		],
		['Kavyareddy', 'KAVYA REDDY', 'match', ['joined_words']],
		["D'Souza Maria", 'Maria Dsouza', 'match', ['joined_words', 'surname_first']],
		// Honorifics and relations
		['Shri Ramesh Iyer', 'Ramesh Iyer', 'match', ['honorific_removed']],
		['Smt. Lakshmi Devi', 'LAKSHMI DEVI', 'match', ['honorific_removed']],
		['Suresh Kumar S/O Ramesh Kumar', 'Suresh Kumar', 'match', ['relation_removed']],
		['Suresh Kumar', 'SURESH KUMAR SO RAMESH KUMAR', 'match', ['relation_removed']],
		['Suresh Kumar', 'SURESH KUMAR D O RAMESH KUMAR', 'match', ['relation_removed']],
		// The person found is Ramesh Kumar: his father's name does not count.
		[
			'Suresh Kumar',
			'Ramesh Kumar S/O Suresh Kumar',
			'mismatch',
			['relation_removed', 'given_name_differs'],
		],
		['Kumari Priya Nair', 'Priya Nair', 'match', ['honorific_removed']],
		// What relations say: a son is not a daughter; a name may carry the father's name the other
		// gives after S/O; a married woman may give the husband's family name the other gives after W/O
		['Kiran S/o Prakash', 'KIRAN D/O PRAKASH', 'partial', ['relation_removed', 'relation_differs']],
		[
			'Raju Venkatesh',
			'RAJU S/O VENKATESH',
			'match',
			['relation_removed', 'parent_name_in_relation'],
		],
		[
			'Prakash Joshi',
			'KIRAN JOSHI D/O PRAKASH JOSHI',
			'mismatch',
			['relation_removed', 'given_name_differs'],
		],
		[
			'Priya Mehta',
			'PRIYA SHARMA W/O ROHIT MEHTA',
			'partial',
			['relation_removed', 'family_name_by_marriage'],
		],
		// Titles in Indian languages, ranks, words of respect after a name, degrees
		['Tmt. Kalaiselvi R', 'KALAISELVI R', 'match', ['honorific_removed']],
		['Sau. Madhuri Deshmukh', 'MADHURI DESHMUKH', 'match', ['honorific_removed']],
		['Sow. Lakshmi Devi', 'SOWBHAGYAVATHI LAKSHMI DEVI', 'match', ['honorific_removed']],
		['Sister Mary Lucy', 'MARY LUCY', 'match', ['honorific_removed']],
		['Kong Daplin Kharbuli', 'DAPLIN KHARBULI', 'match', ['honorific_removed']],
		// A title a bank writes after the name, which says a man or a woman as one before it does
		['Prakash Jain', 'PRAKASH JAIN MR', 'match', ['honorific_removed']],
		['Mr Prakash Jain', 'PRAKASH JAIN MRS', 'partial', ['honorific_removed', 'titles_differ']],
		['Srimathi Padmavathi', 'PADMAVATHI', 'match', ['honorific_removed']],
		// Hafiz and Begum before a name are titles, and names too: the same words on both sides are
		// the same words
		['Hafiz Imtiaz Qasmi', 'IMTIAZ QASMI', 'match', ['honorific_removed']],
		['Hafiz Khan', 'HAFIZ KHAN', 'match', ['same_words']],
		['Begum Rukhsana', 'RUKHSANA', 'match', ['honorific_removed']],
		// Syed, a lineage's, before the name a person is called by
		['Syed Asif Hussain', 'ASIF HUSSAIN', 'match', ['mohammed_left_out']],
		['Syed Khan', 'KHAN', 'partial', ['given_name_missing']],
		['Syeda Ayesha Banu', 'AYESHA BANU', 'match', ['mohammed_left_out']],
		['Haji Yakub Memon', 'YAKUB MEMON', 'match', ['honorific_removed']],
		['S. Gurdeep Singh', 'GURDEEP SINGH', 'match', ['honorific_removed']],
		['Lt. Col. Anil Rawat', 'ANIL RAWAT', 'match', ['honorific_removed']],
		['Col. (Retd) Harish Bhatt', 'HARISH BHATT', 'match', ['honorific_removed']],
		['Sh. Ram Kumar Gupta', 'RAM KUMAR GUPTA', 'match', ['honorific_removed']],
		['Mst. Rehana Khatoon', 'REHANA KHATOON', 'match', ['honorific_removed']],
		// A second name the person goes by: either may be the one compared
		['Ramesh Kumar @ Raju', 'RAMESH KUMAR', 'match', ['alias_left_out']],
		['Ramesh Kumar alias Raju', 'RAJU', 'match', ['alias_left_out']],
		['Shabana', 'SHABANA BEGUM', 'match', ['honorific_removed']],
		['Mahesh Rao M.Tech Ph.D', 'MAHESH RAO', 'match', ['honorific_removed']],
		// डॉ. is Dr: read letter by letter it would be do, which is D/O.
		[
			'डॉ. अनिल मेहता',
			'ANIL MEHTA',
			'match',
			['honorific_removed', 'different_script', 'spelling_variant'],
		],
		// Sri and Shri: a title, or the start of a given name, read both ways
		['Shridevi Rao', 'SHRI DEVI RAO', 'match', ['joined_words']],
		['Sri Ranjani Iyer', 'SRIRANJANI IYER', 'match', ['joined_words']],
		['Shri Ram Sharma', 'RAM SHARMA', 'match', ['honorific_removed']],
		['Sri Hari', 'SRIHARI RAO', 'partial', ['joined_words', 'family_name_missing']],
		['Kumari Neha', 'NEHA KUMARI', 'match', ['surname_first']],
		// Joined to a name it is part of the name: Srilakshmi is not Lakshmi.
		['Srilakshmi Menon', 'LAKSHMI MENON', 'mismatch', ['given_name_differs']],
		// Holders that are not the person
		['Ramesh Kumar Gupta', 'LATE RAMESH KUMAR GUPTA', 'partial', ['holder_deceased']],
		['Lt Anil Rawat', 'ANIL RAWAT', 'partial', ['holder_deceased']],
		[
			'Kishore/Meena Sharma',
			'KISHORE SHARMA',
			'partial',
			['several_holders', 'middle_name_missing'],
		],
		['Rahul Sharma', 'RAHUL SHARMA HUF', 'partial', ['holder_not_a_person']],
		[
			'Rahul Sharma',
			'M/S RAHUL SHARMA AND SONS',
			'partial',
			['holder_not_a_person', 'several_holders'],
		],
		['Rahul Sharma', 'RAHUL SHARMA & CO', 'partial', ['several_holders', 'holder_not_a_person']],
		[
			'Priya Sharma',
			'RAHUL AND PRIYA SHARMA',
			'partial',
			['several_holders', 'given_name_missing'],
		],
		// Two businesses' names (a vendor's legal name, the name on its PAN) are compared whole.
		['Coastal Spices LLP', 'COASTAL SPICES LLP', 'match', ['business_names']],
		[
			'Annapurna Foods Private Limited',
			'ANNAPURNA FOODS PVT LTD',
			'match',
			['business_names', 'spelling_variant'],
		],
		['Sharma & Sons', 'M/S SHARMA AND SONS', 'match', ['business_names']],
		[
			'Sunrise Traders',
			'SUNRISE ENTERPRISES',
			'mismatch',
			['business_names', 'family_name_differs'],
		],
		[
			'Sunrise Traders',
			'RAHUL SHARMA',
			'mismatch',
			['holder_not_a_person', 'given_name_differs', 'family_name_differs'],
		],
		// Spellings of one name
		['Mohammad Irfan', 'Mohammed Irfan', 'match', ['spelling_variant']],
		['Md. Irfan Khan', 'Mohd Irfan Khan', 'match', ['spelling_variant']],
		['Laxmi Narayan', 'Lakshmi Narayan', 'match', ['spelling_variant']],
		['Sunil Chowdhury', 'Sunil Chaudhary', 'match', ['spelling_variant']],
		['Anita Sharma', 'Anita Sarma', 'match', ['spelling_variant']],
		['Sreenivas Rao', 'Srinivas Rao', 'match', ['spelling_variant']],
		['Jyothi Reddy', 'Jyoti Reddy', 'match', ['spelling_variant']],
		['Pooja Singh', 'Puja Singh', 'match', ['spelling_variant']],
		['Sourav Ganguly', 'Saurav Ganguly', 'match', ['spelling_variant']],
		['Rameshbhai Jivanbhai Patel', 'RAMESH JIVAN PATEL', 'match', ['honorific_suffix']],
		['Jigneshkumar Patel', 'JIGNESH PATEL', 'match', ['honorific_suffix']],
		// The usual transliteration families
		['Srinivasa Reddy', 'SRINIVAS REDDY', 'match', ['spelling_variant']],
		['Anima Borah', 'ANIMA BORA', 'match', ['spelling_variant']],
		['Uday Kumar', 'UDAI KUMAR', 'match', ['spelling_variant']],
		['Narendra Yadav', 'NARENDER YADAV', 'match', ['spelling_variant']],
		['Meena Pillai', 'MEENA PILLAY', 'match', ['spelling_variant']],
		['Suman Dutta', 'SUMAN DATTA', 'match', ['spelling_variant']],
		['Rakesh Goel', 'RAKESH GOYAL', 'match', ['spelling_variant']],
		['Shehnaz Bano', 'SHEHNAZ BANU', 'match', ['spelling_variant']],
		['Chinmoy Sen', 'CHINMAY SEN', 'match', ['spelling_variant']],
		['Alok Pandey', 'ALOK PANDE', 'match', ['spelling_variant']],
		['Joseph Fernandes', 'JOSEPH FERNANDEZ', 'match', ['spelling_variant']],
		['Dnyaneshwar More', 'GYANESHWAR MORE', 'match', ['spelling_variant']],
		['Kshama Rao', 'CHHAMA RAO', 'match', ['spelling_variant']],
		['Amit Varma', 'AMIT VERMA', 'match', ['spelling_variant']],
		['Venkataramanaswamy Naidu', 'VENKATA RAMANA SWAMY NAIDU', 'match', ['joined_words']],
		['José Fernandes', 'Jose Fernandes', 'match', ['same_words']],
		['Kishore Bhatia', 'KISHOR BHATIYA', 'match', ['spelling_variant']],
		['Anupam Bhuyan', 'ANUPAM BHUIYAN', 'match', ['spelling_variant']],
		['Banshan Lyngdoh', 'BANSHAN LINGDOH', 'match', ['spelling_variant']],
		['Ayesha Siddiqui', 'AYESHA SIDDIQUE', 'match', ['spelling_variant']],
		['Ganesh Subramaniam', 'GANESH SUBRAMANIAN', 'match', ['spelling_variant']],
		['Vinod Kumar', 'VINOTH KUMAR', 'match', ['spelling_variant']],
		['Harshvardhan Patil', 'HARSHAVARDHAN PATIL', 'match', ['spelling_variant']],
		['Jayshree Desai', 'JAYASHREE DESAI', 'match', ['spelling_variant']],
		['Kersi Dinshaw Mehta', 'KERSI DINSHAH MEHTA', 'match', ['spelling_variant']],
		['Mohammed Yusuf Pasha', 'MUHAMMED YOUSUF PASHA', 'match', ['spelling_variant']],
		['Abhishek Kumar Srivastava', 'ABHISHEK KR SRIVASTAVA', 'match', ['spelling_variant']],
		['Lakshmi Menon', 'LEKSHMI MENON', 'match', ['spelling_variant']],
		['Prasenjit Bose', 'PROSENJIT BOSE', 'match', ['spelling_variant']],
		['Jayaprakash', 'JAI PRAKASH', 'match', ['joined_words', 'spelling_variant']],
		['Yashwant Singh', 'YASHAVANT SINGH', 'match', ['spelling_variant']],
		['Madhav Rao', 'MADHAVA RAO', 'match', ['spelling_variant']],
		['Jaganathan R', 'JAGANNATHAN R', 'match', ['spelling_variant']],
		['Mamata Joshi', 'MAMTA JOSHI', 'match', ['spelling_variant']],
		['Bijay Kumar Sahoo', 'BIJAYA KUMAR SAHU', 'match', ['spelling_variant']],
		['Bhavesh Parikh', 'BHAVESH PAREKH', 'match', ['spelling_variant']],
		['Vishnu Namboothiri', 'VISHNU NAMBOODIRI', 'match', ['spelling_variant']],
		// Bengali, Assamese and Odia: o for the inherent a after the first syllable, b for v, and
		// their surnames' other spellings
		['Subhajit Banerjee', 'SUBHOJIT BANERJEE', 'match', ['spelling_variant']],
		['Sunil Hembrom', 'SUNIL HEMBRAM', 'match', ['spelling_variant']],
		['Pallab Saha', 'PALLAV SAHA', 'match', ['spelling_variant']],
		['Sunita Debi', 'SUNITA DEVI', 'match', ['spelling_variant']],
		['Shyamal Chakraborty', 'SHYAMAL CHAKRAVARTY', 'match', ['spelling_variant']],
		['Sanjib Majumdar', 'SANJIB MAZUMDER', 'match', ['spelling_variant']],
		['Moumita Sarkar', 'MOUMITA SIRCAR', 'match', ['spelling_variant']],
		['Hiranya Borgohain', 'HIRANYA BARGOHAIN', 'match', ['spelling_variant']],
		['Debasis Mohapatra', 'DEBASIS MAHAPATRA', 'match', ['spelling_variant']],
		// At the start, b and v, y and j are only close: one letter in Bengali and Odia, two elsewhere
		['Bijay Kumar Sahoo', 'VIJAY KUMAR SAHOO', 'partial', ['given_name_close_spelling']],
		['Yogesh Thakur', 'JOGESH THAKUR', 'partial', ['given_name_close_spelling']],
		// Two names, though the rules above would read them alike
		['Amol Patil', 'AMAL PATIL', 'partial', ['given_name_close_spelling']],
		['Rito Ghosh', 'RITA GHOSH', 'partial', ['given_name_close_spelling']],
		['Subhashree Das', 'SUBHASHREE DASH', 'partial', ['family_name_close_spelling']],
		// A letter or a vowel apart: a spelling, or another person. Never a match, wherever the word stands.
		// A final a that makes a woman's name is another name.
		['Naveen Reddy', 'NAVEENA REDDY', 'partial', ['given_name_close_spelling']],
		['Vineet Kapoor', 'VINEETA KAPOOR', 'partial', ['given_name_close_spelling']],
		['Kiran Kumar', 'KIRAN KUMARI', 'partial', ['truncated', 'man_and_woman']],
		['Shiva Patil', 'SHIVAJI PATIL', 'partial', ['given_name_close_spelling']],
		['Amit Patel', 'Amita Patel', 'partial', ['given_name_close_spelling']],
		['Amit Rajesh Patel', 'AMITA RAJESH PATEL', 'partial', ['given_name_close_spelling']],
		['Rajesh Kumar Sharma', 'RAKESH KUMAR SHARMA', 'partial', ['given_name_close_spelling']],
		['Rahul Khan', 'RAHIL KHAN', 'partial', ['given_name_close_spelling']],
		['Sneha Patel', 'SNEHA PATIL', 'partial', ['family_name_close_spelling']],
		['Rahul Kumar Singh', 'RAHUL KUMAR SINHA', 'partial', ['family_name_generic']],
		['Kamal Sharma', 'Komal Sharma', 'partial', ['given_name_close_spelling']],
		// Two Malayalam names, not Sh and S as one letter (as in Shiva, SIVA)
		['Shaji Thomas', 'SAJI THOMAS', 'partial', ['given_name_close_spelling']],
		['Shiva Kumar', 'SIVA KUMAR', 'match', ['spelling_variant']],
		['Rahul Ramesh Patil', 'RAHUL RAJESH PATIL', 'partial', ['middle_name_close_spelling']],
		// Pet names and church names: perhaps the same person, for a person to look at
		['Tomy Joseph', 'THOMAS JOSEPH', 'partial', ['pet_name']],
		// Scored 51, below Name Review Score, but nothing in either name is another person's
		['Tomy', 'THOMAS JOSEPH', 'partial', ['pet_name', 'family_name_missing']],
		['Chacko Mathew', 'JACOB MATHEW', 'partial', ['pet_name']],
		['Raju Prasad', 'RAJENDRA PRASAD', 'partial', ['pet_name']],
		['Bobby Kurian', 'ROBERT KURIAN', 'partial', ['pet_name']],
		['Soli Engineer', 'SORAB ENGINEER', 'partial', ['pet_name']],
		// Spellings across a consonant: x said z; ड़ written d or r; a silent e after z
		['Xavier Dsouza', 'ZAVIER DSOUZA', 'match', ['spelling_variant']],
		['Vikram Rathore', 'VIKRAM RATHOD', 'partial', ['family_name_close_spelling']],
		['Feroze Khan', 'FIROZ KHAN', 'match', ['spelling_variant']],
		// Devi and Kumari name no family: a woman's either way
		['Sunita Devi', 'SUNITA KUMARI', 'partial', ['family_name_generic']],
		['Harpreet Kaur', 'HARPREET SINGH', 'mismatch', ['family_name_differs', 'man_and_woman']],
		// A bank's name cut short
		['Chandrasekhar Azad', 'CHANDRASEKHAR AZ', 'partial', ['truncated']],
		// Cut where the name fills a bank's field of 20 characters: the same name
		[
			'Ramachandra Prasad Srivastava',
			'RAMACHANDRA PRASAD SRIVAS',
			'match',
			['cut_at_field_length'],
		],
		['Sri Venkata Narasimha Rao', 'SRI VENKATA NARASIMHA RA', 'match', ['cut_at_field_length']],
		// A son and the father whose name he carries; a name stuffed with a second person's
		['Sachin Ramesh Tendulkar', 'RAMESH TENDULKAR', 'partial', ['given_name_missing']],
		[
			'Amit Verma Rahul Sharma',
			'RAHUL SHARMA',
			'partial',
			['given_name_missing', 'middle_name_missing', 'extra_words'],
		],
		[
			'Amit Verma Rahul Sharma',
			'AMIT VERMA',
			'partial',
			['family_name_missing', 'middle_name_missing', 'extra_words'],
		],
		// Single names
		['Rahul', 'Rahul Sharma', 'partial', ['family_name_missing']],
		['Sharma', 'Rahul Kumar Sharma', 'partial', ['given_name_missing', 'placeholder_word']],
		['Rahul', 'RAHUL', 'match', ['same_words']],
		// Family members and others
		['Rahul Sharma', 'Rohit Sharma', 'mismatch', ['given_name_differs']],
		// A vowel apart, the same consonants: perhaps one name in two languages' vowels (Ejaz,
		// Aijaz), perhaps two names (Sunil, Sonal): a person looks, nobody is rejected
		['Sunil Kumar', 'Sonal Kumar', 'partial', ['given_name_close_spelling']],
		['Ejaz Hussain', 'AIJAZ HUSSAIN', 'partial', ['given_name_close_spelling']],
		['Khorshed Mistry', 'KHURSHID MISTRY', 'partial', ['given_name_close_spelling']],
		// One consonant says too little: two names
		['Usha Rao', 'ASHA RAO', 'mismatch', ['given_name_differs']],
		// The same given name, another family name: a woman's may be her married name (with her
		// father's name in the middle become her husband's); a man's is another man
		['Mitali Sarkar', 'MITALI MANDAL', 'partial', ['family_name_by_marriage']],
		['Dinaz Bharucha', 'DINAZ SETHNA', 'partial', ['family_name_by_marriage']],
		['Sneha Prakash Gaikwad', 'SNEHA AMOL SHINDE', 'partial', ['family_name_by_marriage']],
		[
			'Rahul Prakash Gaikwad',
			'RAHUL AMOL SHINDE',
			'mismatch',
			['family_name_differs', 'middle_name_differs'],
		],
		['Surendra Sarkar', 'SURENDRA MANDAL', 'mismatch', ['family_name_differs']],
		// A Naga tribe's name where a clan's stands names no other family; two clans are two families
		['Hokato Sema', 'HOKATO ZHIMOMI', 'partial', ['family_name_generic']],
		['Temjen Pongen', 'TEMJEN OZUKUM', 'mismatch', ['family_name_differs']],
		['Sanjay Gupta', 'Sanjay Agarwal', 'mismatch', ['family_name_differs']],
		['Arun', 'VARUN KUMAR SHARMA', 'mismatch', ['given_name_differs', 'family_name_differs']],
		['Rahul Sharma', 'Priya Nair', 'mismatch', ['given_name_differs', 'family_name_differs']],
		// Scripts
		// Devanagari, read by the node, may be a match; the other Indian scripts, read roughly, not
		// against another script; any script the same on both sides is compared as it is.
		['राहुल शर्मा', 'RAHUL SHARMA', 'match', ['different_script', 'spelling_variant']],
		['जितेंद्र सिंह', 'JITENDER SINGH', 'match', ['different_script', 'spelling_variant']],
		['विकास वर्मा', 'VIKAS VERMA', 'match', ['different_script', 'spelling_variant']],
		[
			'Sunil Verma',
			'सुनील वर्मा पुत्र श्री रमेश वर्मा',
			'match',
			['relation_removed', 'different_script', 'spelling_variant'],
		],
		[
			'अमिता शर्मा',
			'AMIT SHARMA',
			'partial',
			['different_script', 'given_name_close_spelling', 'spelling_variant'],
		],
		['अमित शर्मा', 'अमित शर्मा', 'match', ['same_words']],
		['अमित शर्मा', 'अमिता शर्मा', 'partial', ['given_name_close_spelling']],
		// Every Indian script and Urdu is read every way its Latin spellings go: a name whose every
		// word agrees is a match, another name is not
		['কমল সেন', 'KAMAL SEN', 'match', ['different_script', 'spelling_variant']],
		['செந்தில் குமார்', 'SENTHIL KUMAR', 'match', ['different_script', 'spelling_variant']],
		['லட்சுமி நாராயணன்', 'LAKSHMI NARAYANAN', 'match', ['different_script', 'spelling_variant']],
		['ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ', 'GURPREET SINGH', 'match', ['different_script', 'spelling_variant']],
		['ৰঞ্জিত গগৈ', 'RANJIT GOGOI', 'match', ['different_script', 'spelling_variant']],
		// ज्ञ is read gn; after a nasal and a consonant the last vowel is spoken or not
		['Jignesh Patel', 'જિજ્ઞેશ પટેલ', 'match', ['different_script']],
		['Gyan Prakash', 'ज्ञान प्रकाश', 'match', ['different_script', 'spelling_variant']],
		['Yagnesh Joshi', 'यज्ञेश जोशी', 'match', ['different_script', 'spelling_variant']],
		['Sushant Padhi', 'ସୁଶାନ୍ତ ପାଢ଼ୀ', 'match', ['different_script', 'spelling_variant']],
		['Arvind Kumar', 'अरविन्द कुमार', 'match', ['different_script', 'spelling_variant']],
		['Chandra Shekhar', 'चन्द्र शेखर', 'match', ['different_script', 'spelling_variant']],
		// the script's own way first: Kannada speaks the last vowel
		['Gangamma', 'ಗಂಗಮ್ಮ', 'match', ['different_script']],
		// Bengali ডাঃ is Dr
		[
			'ডাঃ রত্না সেন',
			'RATNA SEN',
			'match',
			['honorific_removed', 'different_script', 'spelling_variant'],
		],
		// Bor- (big) is also written Bar-, but Bora is Bora
		['Dipankar Bora', 'দীপংকৰ বৰা', 'match', ['different_script', 'spelling_variant']],
		['Gitanjali Baruah', 'GITANJALI BORUAH', 'match', ['spelling_variant']],
		['അനിൽ കുമാർ', 'ANIL KUMAR', 'match', ['different_script', 'spelling_variant']],
		['వెంకట రావు', 'VENKATA RAO', 'match', ['different_script']],
		['ಮಂಜುನಾಥ ಎಚ್ ಎನ್', 'MANJUNATH H N', 'match', ['different_script', 'spelling_variant']],
		// An anusvara ending a Kannada, Telugu or Malayalam word is said m: ಎಂ is the letter M
		['Kavya M', 'ಕಾವ್ಯ ಎಂ', 'match', ['different_script', 'spelling_variant']],
		['Shyam Nair', 'ശ്യാം നായർ', 'match', ['different_script', 'spelling_variant']],
		['ବିଜୟ ସାହୁ', 'BIJAYA SAHU', 'match', ['different_script', 'spelling_variant']],
		['محمد عمران', 'MOHD IMRAN', 'match', ['different_script', 'spelling_variant']],
		[
			'فرحانہ علی',
			'FARHAN ALI',
			'mismatch',
			['different_script', 'given_name_differs', 'spelling_variant'],
		],
		[
			'ସୁସ୍ମିତା ନାୟକ',
			'SASMITA NAYAK',
			'partial',
			['different_script', 'given_name_close_spelling', 'spelling_variant'],
		],
		[
			'প্রয়াত তপন মিত্র',
			'TAPAN MITRA',
			'partial',
			['holder_deceased', 'different_script', 'spelling_variant'],
		],
		['கார்த்திக் முருகன்', 'கார்த்திக் முருகன்', 'match', ['same_words']],
		['Rahul Sharma', 'Ραχούλ Σάρμα', 'partial', ['different_script', 'script_not_compared']],
		// Initials alone, and a name typed letter by letter
		['R K S', 'R K S', 'partial', ['initials_only']],
		[
			'R K S',
			'RAKESH KUMAR SINGH',
			'partial',
			['initials_only', 'initial_for_given_name', 'initial_for_family_name', 'middle_initial'],
		],
		['S U N I T A', 'SUNITA', 'match', ['joined_words']],
		['Rohan Mehra 2', 'ROHAN MEHRA', 'match', ['same_words']],
		// Nothing to compare
		['', 'Rahul Sharma', 'mismatch', ['no_name_given']],
		['Mr.', 'Rahul Sharma', 'mismatch', ['honorific_removed', 'no_name_given']],
		// The a not said between two consonants after the first syllable, written or not; never a final a
		['Nitin Bhosale', 'NITIN BHOSLE', 'match', ['spelling_variant']],
		['Subrat Pattnaik', 'SUBRAT PATTANAIK', 'match', ['spelling_variant']],
		['Ratan Lal', 'RATNA LAL', 'partial', ['given_name_close_spelling']],
		// -andra and -ander; Abd al- before a sun letter; Pal and Paul, Nair and Nayar, Mondal and Mandal
		['Ramesh Chandra Sharma', 'RAMESH CHANDER SHARMA', 'match', ['spelling_variant']],
		['Abdul Rahman', 'ABDUR RAHMAN', 'match', ['spelling_variant']],
		['Gopal Pal', 'GOPAL PAUL', 'match', ['spelling_variant']],
		['Rekha Nair', 'REKHA NAYAR', 'match', ['spelling_variant']],
		['Swapan Kumar Mondal', 'SWAPAN KR MANDAL', 'match', ['spelling_variant']],
		// A final d is t after a, e, o and u, not after i: Sajid and Sajith are two names
		['Sajid K', 'SAJITH K', 'partial', ['given_name_close_spelling']],
		['Rasheed Khan', 'RASHID KHAN', 'match', ['spelling_variant']],
		['Nishad Ahmed', 'NISHAT AHMED', 'partial', ['given_name_close_spelling']],
		// A record written surname first with a given name of its own beside the one given: by the
		// region's order the holder's father (Gujarati), or the holder (Kodava, okka and father first)
		[
			'Ramanbhai Patel',
			'PATEL KALPESHBHAI RAMANBHAI',
			'partial',
			['surname_first', 'middle_name_missing', 'another_given_name'],
		],
		[
			'Nanaiah Puchimanda',
			'PUCHIMANDA NANAIAH BOPANNA',
			'partial',
			['surname_first', 'middle_name_missing', 'another_given_name'],
		],
		['Premjit Thokchom', 'THOKCHOM PREMJIT SINGH', 'match', ['surname_first', 'placeholder_word']],
		// House and okka names written first: Telugu -neni, Kodava -manda, Malabar -veettil
		['Sireesha Veeramachaneni', 'VEERAMACHANENI SIREESHA', 'match', ['surname_first']],
		['Poovanna Machimanda', 'MACHIMANDA POOVANNA', 'match', ['surname_first']],
		['Ajmal Puthiyaveettil', 'PUTHIYAVEETTIL AJMAL', 'match', ['surname_first']],
		// A lone Shri or Sri is a title with no name; Selvi or Kumari alone is a name
		['Shri', 'SHRI', 'no_name', ['honorific_removed', 'no_name_found']],
		['Kumari', 'KUMARI', 'no_name', ['honorific_removed', 'no_name_found']],
		['Selvi', 'SELVI', 'match', ['same_words']],
		// हृ, a c before i or y, ae, Urdu's eh, an anusvara, -er after two consonants
		['Hrishikesh Bapat', 'RISHIKESH BAPAT', 'match', ['spelling_variant']],
		['Cyrus Batliwala', 'SYRUS BATLIWALA', 'match', ['spelling_variant']],
		['Madhuri Gaekwad', 'MADHURI GAIKWAD', 'match', ['spelling_variant']],
		['Behram Irani', 'BAHRAM IRANI', 'match', ['spelling_variant']],
		['Onkar Shinde', 'OMKAR SHINDE', 'match', ['spelling_variant']],
		['Sampath Kumar', 'SANPATH KUMAR', 'match', ['spelling_variant']],
		['Rukhsana Akhter', 'RUKHSANA AKHTAR', 'match', ['spelling_variant']],
		['Bilal Rather', 'BILAL RATHORE', 'partial', ['family_name_close_spelling']],
		// An initial on one side only is a father's, house or village name; one on each side is two
		['Ganesh', 'GANESH S', 'match', ['initial_left_out']],
		['Senthil Kumar', 'K SENTHIL KUMAR', 'match', ['initial_left_out']],
		['K. Venkatesh', 'VENKATESH R', 'partial', ['given_name_missing', 'family_name_missing']],
		['Kunjumon Varghese', 'VARGHESE K J', 'partial', ['surname_first', 'family_name_missing']],
		// A bank's field of 16 or 18 characters: four letters of the cut word left, and no family
		// name of its own (Rout is one, Routray another)
		['Sowmya Ramachandran', 'SOWMYA RAMACHANDR', 'match', ['cut_at_field_length']],
		['Biswaranjan Routray', 'BISWARANJAN ROUT', 'partial', ['truncated']],
		// (Self) after a name; Ervad, a Parsi priest's title; Ku for Kumar, Gh for Ghulam
		['Tanvi Kulkarni (self)', 'TANVI KULKARNI', 'match', ['honorific_removed']],
		['Ervad Aspi Dastur', 'ASPI DASTUR', 'match', ['honorific_removed']],
		['Prasanta Kumar Dash', 'PRASANTA KU DASH', 'match', ['spelling_variant']],
		['Gh Mohammad Wani', 'GHULAM MOHAMMAD WANI', 'match', ['spelling_variant']],
		// Two middle initials
		['Rakesh Kumar Singh Chauhan', 'RAKESH K S CHAUHAN', 'match', ['middle_initial']],
		// A final a after -iv; Tamil's -thar; -eez, -que, a silent e after n, -ya, ao
		['Sanjeeva Rao', 'SANJEEV RAO', 'match', ['spelling_variant']],
		['Srithar Kannan', 'SRIDHAR KANNAN', 'match', ['spelling_variant']],
		['Hafeez Rehman', 'HAFIZ REHMAN', 'match', ['spelling_variant']],
		['Tarique Anwar', 'TARIK ANWAR', 'match', ['spelling_variant']],
		['Yusuf Siddique', 'YUSUF SIDDIQUI', 'match', ['spelling_variant']],
		['Zarine Contractor', 'ZARIN CONTRACTOR', 'match', ['spelling_variant']],
		['Bharat Pandya', 'BHARAT PANDIA', 'match', ['spelling_variant']],
		['Rupesh Gaonkar', 'RUPESH GAUNKAR', 'match', ['spelling_variant']],
		['Ayesha Siddiqa', 'AISHA SIDDIQA', 'match', ['spelling_variant']],
		// Urdu writes a long vowel: حسن is Hasan, not Hussain (حسین)
		['Arshad Hasan', 'ارشد حسن', 'match', ['different_script', 'spelling_variant']],
		[
			'Arshad Hussain',
			'ارشد حسن',
			'partial',
			['different_script', 'spelling_variant', 'family_name_close_spelling'],
		],
		// Ksh and Chh at the start, and Chh and Ch; ng before sh; a digit typed into a name
		['Kshitij Lele', 'CHHITIJ LELE', 'match', ['spelling_variant']],
		['Kshitij Dave', 'XITIJ DAVE', 'match', ['spelling_variant']],
		// ऋ written ru or ri after a consonant; Ru and Ri at the start are two names
		['Smruti Ranjan Swain', 'SMRITI RANJAN SWAIN', 'match', ['spelling_variant']],
		['Rupa Sen', 'RIPA SEN', 'partial', ['given_name_close_spelling']],
		// Names written with either vowel, listed
		['Feroz Khan', 'FIROZ KHAN', 'match', ['spelling_variant']],
		['Naresh Tiwari', 'NARESH TEWARI', 'match', ['spelling_variant']],
		// Ch, one Indian letter, is an initial in the middle and a bank's cut at the end
		['Suresh Chandra Pandey', 'SURESH CH PANDEY', 'match', ['middle_initial']],
		['Lakshmi Venkata Durga Bhavani', 'LAKSHMI VENKATA DURGA BH', 'match', ['cut_at_field_length']],
		['Ramesh Shah', 'RAMESH SH', 'partial', ['truncated']],
		// -rao on a Marathi father's name, -lal on a Gujarati given name; -chandra makes another name
		['Nitin Vasant Gokhale', 'NITIN VASANTRAO GOKHALE', 'match', ['honorific_suffix']],
		['Hasmukhlal Desai', 'HASMUKH DESAI', 'match', ['honorific_suffix']],
		['Hormazd Patel', 'HORMUSJI PATEL', 'match', ['honorific_suffix']],
		// A man's final a, after -nd, -brat and -tray too; not a woman's name's (Lalita), nor a
		// woman's -za (Firoza)
		['Mukund Gokhale', 'MUKUNDA GOKHALE', 'match', ['spelling_variant']],
		['Jayarama Shetty', 'JAYARAM SHETTY', 'match', ['spelling_variant']],
		['Gurudatta Pai', 'GURUDATT PAI', 'match', ['spelling_variant']],
		['Subrata Das', 'সুব্রত দাস', 'match', ['different_script', 'spelling_variant']],
		// C before e, i, y is s; Goan surnames with s or z; Sardar in Gurmukhi; Urdu و for a Latin o
		['Inacio Xavier Dias', 'INASIO XAVIER DIAS', 'match', ['spelling_variant']],
		['Savio Gonsalves', 'SAVIO GONZALVES', 'match', ['spelling_variant']],
		[
			'Balwinder Singh',
			'ਸਰਦਾਰ ਬਲਵਿੰਦਰ ਸਿੰਘ',
			'match',
			['honorific_removed', 'different_script', 'spelling_variant'],
		],
		['Nasreen Bano', 'نسرین بانو', 'match', ['different_script', 'spelling_variant']],
		['Shiju Varghese', 'ഷിജു വർഗീസ്', 'match', ['different_script', 'spelling_variant']],
		['Jos Paul', 'JOSE PAUL', 'match', ['spelling_variant']],
		['Priyabrata Routray', 'PRIYABRAT ROUTRAY', 'match', ['spelling_variant']],
		['Kishor Dattatray Jagtap', 'KISHOR DATTATRAYA JAGTAP', 'match', ['spelling_variant']],
		['Lalit Mohan Joshi', 'LALITA MOHAN JOSHI', 'partial', ['given_name_close_spelling']],
		['Firoze Bharucha', 'FIROZA BHARUCHA', 'partial', ['given_name_close_spelling']],
		['Hemanta Bora', 'HEMANTA BORO', 'partial', ['family_name_close_spelling']],
		['Mohammed Jafar', 'MOHAMMED ZAFAR', 'partial', ['family_name_close_spelling']],
		['Rahul Shetty', 'RAHUL SETHI', 'partial', ['family_name_close_spelling']],
		['Eapen Koshy', 'JOB KOSHY', 'partial', ['pet_name']],
		['Harish Kumar', 'HARISHCHANDRA KUMAR', 'partial', ['given_name_close_spelling']],
		['Xavier Dsouza', 'ZAVIER DSOUZA', 'match', ['spelling_variant']],
		['Chhotu Ram Meena', 'CHOTU RAM MEENA', 'match', ['spelling_variant']],
		['Himangshu Bhuyan', 'HIMANSHU BHUYAN', 'match', ['spelling_variant']],
		['Syeda Tabassum', 'SAYEDA TABASSUM', 'match', ['spelling_variant']],
		['Amit Kumar2', 'AMIT KUMAR', 'match', ['same_words']],
		// Devi, Kumar, Singh or Kaur at the end on one side only, the one word left over
		['Lalita Devi', 'LALITA', 'match', ['placeholder_word']],
		[
			'Rahul Kumar Priya Kumari',
			'RAHUL KUMAR',
			'partial',
			['family_name_missing', 'middle_name_missing'],
		],
		[
			'Tomba Khumanthem',
			'KHUMANTHEM TOMBI DEVI',
			'partial',
			['surname_first', 'family_name_missing'],
		],
		// Kumar and Kumari, Singh and Kaur: a man and a woman, wherever they stand
		[
			'Rajkumar Yadav',
			'RAJ KUMARI YADAV',
			'partial',
			['honorific_suffix', 'placeholder_word', 'man_and_woman'],
		],
		// A married woman's name: her given name, another family name (her husband's in the middle)
		['Priya Verma', 'PRIYA SHARMA', 'partial', ['family_name_by_marriage']],
		['Meera Nair', 'MEERA MENON', 'partial', ['family_name_by_marriage']],
		[
			'Vaishali Shinde',
			'VAISHALI ANIL PAWAR',
			'partial',
			['family_name_by_marriage', 'middle_name_missing', 'extra_words'],
		],
		['Sanjay Gupta', 'SANJAY VERMA', 'mismatch', ['family_name_differs']],
		['Shalini Arun', 'SHALINI K', 'mismatch', ['family_name_differs']],
		// Urdu writes a final vowel: فرحان is Farhan, not Farhana
		['Farhan', 'فرحان', 'match', ['different_script', 'spelling_variant']],
		[
			'Farhana',
			'فرحان',
			'partial',
			['different_script', 'given_name_close_spelling', 'family_name_close_spelling'],
		],
		// -nd and Tamil's -nth, but Anand and Ananth are two names; -deo, -vh-, ng before s
		['Aravind Raghavan', 'ARAVINTH RAGHAVAN', 'match', ['spelling_variant']],
		['Anand Krishnan', 'ANANTH KRISHNAN', 'partial', ['given_name_close_spelling']],
		['Anand Rao', 'ANANT RAO', 'partial', ['given_name_close_spelling']],
		['Mahadev Kamble', 'MAHADEO KAMBLE', 'match', ['spelling_variant']],
		['Vishal Chavan', 'VISHAL CHAVHAN', 'match', ['spelling_variant']],
		['Jwngsar Narzary', 'JWNGSHAR NARZARY', 'match', ['spelling_variant']],
		['Jimmy George', 'JAMES GEORGE', 'partial', ['pet_name']],
		// Karta: an HUF's account; Molly and Seenu, home forms; Smita in the table of women's names
		['Vishal Thakkar', 'THAKKAR VISHAL KARTA', 'partial', ['holder_not_a_person', 'surname_first']],
		['Molly Chacko', 'MARY CHACKO', 'partial', ['pet_name']],
		['Seenu Reddy', 'SRINIVAS REDDY', 'partial', ['pet_name']],
		['Smita Deshmukh', 'SMITA PATANKAR', 'partial', ['family_name_by_marriage']],
		// Titles that say a man and a woman; a cut before a final a only is a woman's name; Mast.
		['Mr Kiran Joshi', 'MRS KIRAN JOSHI', 'partial', ['honorific_removed', 'titles_differ']],
		['Mrs Kiran Joshi', 'SMT KIRAN JOSHI', 'match', ['honorific_removed']],
		['Mohammed Shareef', 'MOHAMMED SHARIFA', 'partial', ['truncated']],
		['Ananya Chatterjee', 'ANANYA CHATTERJE', 'match', ['cut_at_field_length']],
		['Mast. Aarav Jain', 'AARAV JAIN', 'match', ['honorific_removed']],
		// A word read from a script ends in its unwritten a: not a woman's ending
		[
			'Shivakumar Hiremath',
			'ಶಿವಕುಮಾರ ಹಿರೇಮಠ',
			'match',
			['different_script', 'spelling_variant', 'cut_at_field_length'],
		],
		['Rina Das', 'RINA SARKAR', 'partial', ['family_name_by_marriage']],
		// M.S. before a person's name is initials; before a firm's word, Messrs
		['M.S. Lakshmi', 'LAKSHMI M S', 'match', ['surname_first']],
		['Lakshmi', 'M.S. LAKSHMI TRADERS', 'partial', ['holder_not_a_person']],
		// A Gujarati register's father after the holder is the same person; before, the father
		[
			'Kalpesh Patel',
			'PATEL KALPESHBHAI RAMANBHAI',
			'match',
			['surname_first', 'honorific_suffix', 'middle_name_missing'],
		],
		// A home name (Kuttan) for any name: for a person to look at
		['Kuttan Nair', 'NARAYANAN NAIR', 'partial', ['pet_name']],
		['Bidisha Chutia', 'BIDISHA SUTIA', 'partial', ['family_name_close_spelling']],
		// Spellings only close, for a person to look at: ai and e, u and o at the start, a vowel;
		// listed, one name
		['Kailash Meena', 'KELASH MEENA', 'partial', ['given_name_close_spelling']],
		['Kukil Gohain', 'KOKIL GOHAIN', 'partial', ['given_name_close_spelling']],
		['Rupali Mushahary', 'RUPALI MOSHAHARY', 'partial', ['family_name_close_spelling']],
		['Zubair Sheikh', 'JUBER SHAIKH', 'match', ['spelling_variant']],
		['Sukra Oraon', 'SUKRA URAON', 'match', ['spelling_variant']],
		['Aniket Pawar', 'ANIKET POWAR', 'match', ['spelling_variant']],
		['Mona Grover', 'MONIKA GROVER', 'partial', ['pet_name']],
		// Selvi is her name, not a title to leave out: Raman is her father
		['Selvi Raman', 'RAMAN', 'partial', ['given_name_missing']],
		['Selvi. Anitha Rajendran', 'ANITHA RAJENDRAN', 'match', ['honorific_removed']],
		// Two fathers with different given names; a record run together with a second relation
		[
			'Vinod Kumar S/O Hari Ram',
			'VINOD KUMAR S/O SHIV RAM',
			'partial',
			['relation_removed', 'relation_differs'],
		],
		[
			'Ashok Kumar',
			'ASHOK KUMAR S/O RAM NARESH W/O',
			'partial',
			['relation_removed', 'extra_words'],
		],
		// Two forms of one church name are one person's; Lizy is Elizabeth's
		['Varkey John', 'VARGHESE JOHN', 'partial', ['pet_name']],
		['Lizy George', 'ELIZABETH GEORGE', 'partial', ['pet_name']],
		// No evidence of another family: a Devi where the other has a family name; her father's family name after D/O
		['Sangeeta Devi', 'SANGITA MAHTO', 'partial', ['spelling_variant', 'family_name_generic']],
		[
			'Pooja Agarwal',
			'POOJA GOYAL D/O RAMESH AGARWAL',
			'partial',
			['relation_removed', 'family_name_by_marriage'],
		],
		// Urdu: an alif a Latin spelling leaves out, and a name written as one word
		['Farhana Begum', 'فرحانہ بیگم', 'match', ['different_script', 'spelling_variant']],
		[
			'Abdul Rashid',
			'عبدالرشید',
			'match',
			['different_script', 'joined_words', 'spelling_variant'],
		],
		[
			'Farhan',
			'فرحانہ',
			'mismatch',
			['different_script', 'given_name_differs', 'family_name_differs'],
		],
		// Two a's left out where one was; -ew as the scripts write it
		['Bishnupriya Satpathy', 'BISHNUPRIYA SATAPATHY', 'match', ['spelling_variant']],
		['Biju Mathew', 'ബിജു മാത്യു', 'match', ['different_script', 'spelling_variant']],
		// Home names: the first letters and -u or -i, Kerala's -kuttan, names any child is called, church forms
		['Deepu Nair', 'DEEPAK NAIR', 'partial', ['given_name_close_spelling']],
		['Ammu Prakash', 'AMRITHA PRAKASH', 'partial', ['pet_name']],
		['Ravi Kumar', 'RAKESH KUMAR', 'partial', ['pet_name']],
		['Sasikuttan Nair', 'SASIDHARAN NAIR', 'partial', ['pet_name']],
		['Pinky Saxena', 'PRIYANKA SAXENA', 'partial', ['pet_name']],
		['Jomon Antony', 'JOSE ANTONY', 'partial', ['pet_name']],
		['Treesa Paul', 'KOCHUTHRESIA PAUL', 'partial', ['pet_name']],
		['Bobby Kurian', 'ROBIN KURIAN', 'partial', ['pet_name']],
		// Singh beside Kumari outside Sikh names is no evidence; Singh and Kaur are a man and a woman
		['Poonam Singh', 'POONAM KUMARI', 'partial', ['family_name_generic']],
		// A Sikh clan name after Singh or Kaur, on one side only
		['Gurpreet Singh', 'GURPREET SINGH DHILLON', 'match', ['clan_name_missing']],
		['Harjot Singh Randhawa', 'HARJOT SINGH', 'match', ['clan_name_missing']],
		['Singh', 'GURPREET SINGH', 'partial', ['given_name_missing']],
		// D'Souza as Devanagari writes it
		[
			'Jennifer Dsouza',
			'जेनिफर डिसूजा',
			'partial',
			['different_script', 'given_name_close_spelling', 'spelling_variant'],
		],
		// Shrimati in Telugu, its unwritten a left out
		['శ్రీమతి లక్ష్మి', 'LAKSHMI', 'match', ['honorific_removed', 'different_script']],
	])('%j against %j: %s', (given, found, verdict, reasons) => {
		expect(nameMatch(given, found, DEFAULTS)).toMatchObject({ verdict, reasons });
		// The verdict does not depend on which name is which.
		if (!reasons.includes('no_name_given'))
			expect(nameMatch(found, given, DEFAULTS).verdict).toBe(verdict);
	});

	// A placeholder or junk on either side identifies nobody: never a match. Found, it is no name
	// found (no_name); given, Name to Match holds no name (mismatch).
	it.each([
		['NA'],
		['N/A'],
		['null'],
		['None'],
		['Test'],
		['TEST USER'],
		['xxx'],
		['A'],
		['12345'],
		['-'],
		['Customer'],
		['NAME NOT AVAILABLE'],
		// The alphabet or a keyboard's row in order, typed letter by letter or as words
		['A B C D E F G H'],
		['Asdf Ghjk'],
		['PQRS'],
	])('%j is not a name, on either side, whatever the thresholds', (junk) => {
		expect(nameMatch('Rahul Sharma', junk, DEFAULTS)).toEqual({
			score: 0,
			verdict: 'no_name',
			reasons: ['not_a_name', 'no_name_found'],
		});
		expect(nameMatch(junk, 'Rahul Sharma', DEFAULTS)).toEqual({
			score: 0,
			verdict: 'mismatch',
			reasons: ['not_a_name', 'no_name_given'],
		});
		expect(nameMatch(junk, junk.toUpperCase(), DEFAULTS).verdict).toBe('no_name');
		expect(nameMatch(junk, 'Rahul Sharma', { match: 0, review: 0 }).verdict).toBe('partial');
	});

	it("the rules' tables do not contradict each other", () => {
		const rules = built<typeof NameRules>('nodes/Deepvue/nameMatch/nameRules');
		const family = new Set(rules.FAMILY_NAMES);
		// A family name is never a word that says the holder is not a person, or is not a name.
		const notNames = [
			...rules.HOLDER_NOT_A_PERSON_WORDS,
			...rules.DECEASED_WORDS,
			...rules.NOT_A_NAME_WORDS,
			...rules.JOINING_WORDS,
			...rules.RESPECT_WORDS_AFTER,
		];
		expect(notNames.filter((word) => family.has(word))).toEqual([]);
		// A title that is also a family name is read both ways.
		expect(
			rules.TITLES.filter((word) => family.has(word) && !rules.TITLES_ALSO_NAMES.includes(word)),
		).toEqual([]);
		expect(rules.TITLES_ALSO_NAMES.filter((word) => !rules.TITLES.includes(word))).toEqual([]);
		expect(
			rules.TITLES_MOSTLY_NAMES.filter((word) => !rules.TITLES_ALSO_NAMES.includes(word)),
		).toEqual([]);
		expect(rules.FAMILY_NAMES.length).toBe(family.size);
	});

	it('scores whole numbers from 0 to 100 beside the verdict: the same name 100, a missing middle name 90, an initial less, another first name 50', () => {
		const score = (given: string, found: string) => compareNames(given, found).score;
		expect(score('Rahul Kumar Sharma', 'RAHUL KUMAR SHARMA')).toBe(100);
		expect(score('Rahul Sharma', 'Rahul Kumar Sharma')).toBe(90);
		expect(score('K Venkatesh', 'Kumar Venkatesh')).toBe(90);
		expect(score('R. K. Sharma', 'Rahul Kumar Sharma')).toBe(87);
		expect(score('Rahul', 'Rahul Sharma')).toBe(85);
		expect(score('Rahul Sharma', 'Rohit Sharma')).toBe(50);
		expect(score('Rahul Sharma', 'Priya Nair')).toBe(0);
	});

	it.each([[''], ['   '], [null], [undefined], [42], ['Mr.']])(
		'reads %j as no name found',
		(found) => {
			expect(nameMatch('Rahul Sharma', found, DEFAULTS)).toMatchObject({
				score: 0,
				verdict: 'no_name',
			});
		},
	);

	it('reads the score against the thresholds given, and the rules hold whatever they are', () => {
		expect(nameMatch('Rahul Sharma', 'Rohit Sharma', { match: 85, review: 50 }).verdict).toBe(
			'partial',
		);
		expect(
			nameMatch('Rahul Kumar Sharma', 'Rahul Dev Sharma', { match: 95, review: 95 }).verdict,
		).toBe('mismatch');
		// Below Name Review Score, a mismatch needs a word on each side that is no form of the
		// other's: a middle name on one side only is no evidence of another person.
		expect(nameMatch('Rahul Sharma', 'Rahul Kumar Sharma', { match: 95, review: 95 }).verdict).toBe(
			'partial',
		);
		expect(nameMatch('Rahul', 'Rahul Sharma', { match: 70, review: 50 }).verdict).toBe('partial');
		expect(nameMatch('Rajesh Sharma', 'RAKESH SHARMA', { match: 0, review: 0 }).verdict).toBe(
			'partial',
		);
	});

	it('a name longer than a name can be is for a person to look at, without comparing it word by word', () => {
		const elevenWords = 'Rahul Kumar Sharma Amit Kumar Verma Priya Nair Asha Rao Vikram';
		expect(nameMatch(elevenWords, 'RAHUL KUMAR SHARMA', DEFAULTS)).toEqual({
			score: 0,
			verdict: 'partial',
			reasons: ['too_long'],
		});
		expect(nameMatch('Rahul Sharma', `RAHUL ${'SHARMA'.repeat(20)}`, DEFAULTS)).toMatchObject({
			verdict: 'partial',
			reasons: ['too_long'],
		});
		expect(nameMatch('a'.repeat(999), 'RAHUL '.repeat(2000), DEFAULTS)).toMatchObject({
			verdict: 'partial',
			reasons: ['too_long'],
		});
	});
});

describe('name_match in the output', () => {
	const testBed = useTestBed();

	const NAME_PATH = '/v1/mobile-intelligence/mobile-to-name';
	const UPI_PATH = '/v1/verification/upi';
	const getName = (
		mobileNumber: string,
		nameToMatch: string,
		options: INodeParameters = {},
	): INodeParameters => ({
		resource: 'mobileIntelligence',
		operation: 'getName',
		mobileNumber,
		nameToMatch,
		options,
	});
	const verifyUpi = (
		vpa: string,
		nameToMatch: string,
		options: INodeParameters = {},
	): INodeParameters => ({
		resource: 'payment',
		operation: 'verifyUpi',
		vpa,
		nameToMatch,
		options,
	});
	const run = async (parameters: INodeParameters, items?: INodeExecutionData[]) => {
		const result = await runNode(testBed().instance, { parameters, items });
		expect(result.error).toBeUndefined();
		return result.items.map((item) => item.json);
	};
	/** The name the emulator has for a mobile number. */
	const nameOf = async (mobileNumber: string) =>
		String((await run(getName(mobileNumber, '')))[0].name);

	it('Get Name: the name found in another order and case is a match; Deepvue is not sent the name to match', async () => {
		const found = await nameOf('9876543210');
		testBed().emulator.clearLog();
		const [json] = await run(
			getName('9876543210', found.split(' ').reverse().join(' ').toLowerCase(), {
				reuseAnswersFor: 0,
			}),
		);

		expect(json).toEqual({
			name: found,
			name_match: { score: 100, verdict: 'match', reasons: ['surname_first'] },
		});
		expect(lookupsSent(testBed().emulator).map((call) => Object.keys(call.query))).toEqual([
			['mobile_number'],
		]);
	});

	it('Get Name: another name is a mismatch, and the name to match is not in the output', async () => {
		const [json] = await run(getName('9876543210', 'Zubin Mistry'));

		expect(json.name_match).toEqual({
			score: 0,
			verdict: 'mismatch',
			reasons: ['given_name_differs', 'family_name_differs'],
		});
		expect(JSON.stringify(json)).not.toMatch(/zubin|mistry/i);
	});

	it('adds nothing when Name to Match is empty, or only spaces', async () => {
		for (const nameToMatch of ['', '   ']) {
			const [json] = await run(getName('9876543210', nameToMatch));
			expect(json.name_match).toBeUndefined();
		}
	});

	it('Verify UPI ID: sends the name to Deepvue as before, and compares it with name_at_bank', async () => {
		// The emulator's ravi.kumar@ybl is RAVI KUMAR SHARMA.
		const [json] = await run(verifyUpi('ravi.kumar@ybl', 'Ravi Sharma'));

		expect(json.name_at_bank).toBe('RAVI KUMAR SHARMA');
		expect(json.name_match).toEqual({ score: 90, verdict: 'match', reasons: ['placeholder_word'] });
		expect(
			testBed()
				.emulator.requestsTo(UPI_PATH)
				.map((call) => call.query.name),
		).toEqual(['Ravi Sharma']);
	});

	it('Verify UPI ID: a family member is a mismatch', async () => {
		const [json] = await run(verifyUpi('asha@okhdfcbank', 'Usha Rao'));

		expect(json.name_at_bank).toBe('ASHA RAO');
		expect(json.name_match).toEqual({
			score: 50,
			verdict: 'mismatch',
			reasons: ['given_name_differs'],
		});
	});

	it('Verify UPI ID: an account that does not exist and has no name is no_name', async () => {
		const data = {
			account_exists: false,
			name_at_bank: '',
			name_information: { name_at_bank_cleaned: '' },
		};
		testBed().emulator.inject({
			status: 200,
			pathPrefix: UPI_PATH,
			body: {
				code: 200,
				timestamp: Date.now(),
				transaction_id: 't-1',
				sub_code: 'SUCCESS',
				message: 'UPI Successfully Verified',
				data,
			},
		});
		const [json] = await run(verifyUpi('asha@okhdfcbank', 'Asha Rao', { reuseAnswersFor: 0 }));

		expect(json).toEqual({
			...data,
			name_match: { score: 0, verdict: 'no_name', reasons: ['no_name_found'] },
		});
	});

	it('a "no record" answer is no_name', async () => {
		const [json] = await run(getName(NOT_FOUND_INPUTS.mobileNumber, 'Asha Rao'));

		expect(json).toMatchObject({ no_record: true, name_match: { score: 0, verdict: 'no_name' } });
	});

	it('with Full Response, sits at the top beside the envelope', async () => {
		const [json] = await run(
			verifyUpi('ravi.kumar@ybl', 'Sharma Ravi Kumar', { response: 'full' }),
		);

		expect(json).toMatchObject({
			code: 200,
			data: { name_at_bank: 'RAVI KUMAR SHARMA' },
			name_match: { score: 100, verdict: 'match' },
		});
		expect((json.data as IDataObject).name_match).toBeUndefined();
	});

	it('with Mask Sensitive Values, compares the name Deepvue gave', async () => {
		// No sample person's number: the emulator's UPI ID for it is made of the number.
		const [json] = await run({
			resource: 'payment',
			operation: 'getVpaFromMobile',
			mobileNumber: '9876543213',
			nameToMatch: await nameOf('9876543213'),
			options: { maskSensitive: true },
		});

		expect(json.vpa).toMatch(/^X+3213@/);
		expect(json.name_match).toEqual({ score: 100, verdict: 'match', reasons: ['same_words'] });
	});

	it('Get PAN and Verify Passport compare full_name and name', async () => {
		const [pan] = await run({
			resource: 'mobileIntelligence',
			operation: 'getPan',
			mobileNumber: '9876543210',
			nameToMatch: 'Zubin Mistry',
		});
		const [passport] = await run({
			resource: 'identityDocument',
			operation: 'verifyPassport',
			fileNumber: 'DL1061234567823',
			dateOfBirth: '1990-01-31',
			nameToMatch: 'Zubin Mistry',
		});
		const [panFound] = await run({
			resource: 'mobileIntelligence',
			operation: 'getPan',
			mobileNumber: '9876543210',
			nameToMatch: String(pan.full_name),
		});
		const [passportFound] = await run({
			resource: 'identityDocument',
			operation: 'verifyPassport',
			fileNumber: 'DL1061234567823',
			dateOfBirth: '1990-01-31',
			nameToMatch: String(passport.name),
		});

		expect([pan.name_match, passport.name_match]).toMatchObject([
			{ score: 0, verdict: 'mismatch' },
			{ score: 0, verdict: 'mismatch' },
		]);
		expect([panFound.name_match, passportFound.name_match]).toEqual([
			{ score: 100, verdict: 'match', reasons: ['same_words'] },
			{ score: 100, verdict: 'match', reasons: ['same_words'] },
		]);
	});

	it("a reused answer is compared with its own item's name to match, without paying again", async () => {
		const found = await nameOf('9876543211');
		const [again] = await run(getName('9876543211', 'Zubin Mistry'));
		const items = await run(getName('9876543211', '={{ $json.name }}'), [
			{ json: { name: found } },
			{ json: { name: 'Zubin Mistry' } },
			{ json: { name: '' } },
		]);

		expect(testBed().emulator.requestsTo(NAME_PATH)).toHaveLength(1);
		expect(again).toMatchObject({ reused: true, name_match: { verdict: 'mismatch' } });
		expect(items.map((json) => [json.reused, json.name_match])).toEqual([
			[true, { score: 100, verdict: 'match', reasons: ['same_words'] }],
			[
				true,
				{ score: 0, verdict: 'mismatch', reasons: ['given_name_differs', 'family_name_differs'] },
			],
			[true, undefined],
		]);
	});

	it.each([
		[{ nameReviewScore: 90 }, '"Name Review Score" (90) must not be above "Name Match Score" (85)'],
		[
			{ nameMatchScore: 50, nameReviewScore: 60 },
			'"Name Review Score" (60) must not be above "Name Match Score" (50)',
		],
		[{ nameMatchScore: 101 }, '"Name Match Score" must be a number from 0 to 100; got 101'],
		[
			{ nameReviewScore: '={{ "high" }}' },
			'"Name Review Score" must be a number from 0 to 100; got "high"',
		],
	])('refuses the thresholds %j before any call', async (options, message) => {
		const { error } = await runNode(testBed().instance, {
			parameters: getName('9876543212', 'Asha Rao', options),
			items: [{ json: {} }, { json: {} }],
		});

		expect(error?.message).toBe(message);
		expect(lookupsSent(testBed().emulator)).toEqual([]);
	});
});
